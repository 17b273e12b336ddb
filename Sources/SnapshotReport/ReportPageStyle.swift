/// The report page's style sheet: light and dark, readable from a phone's 320 points up.
enum ReportPageStyle {
    static let css = """
        :root { color-scheme: light dark; --ink: #1c1a17; --paper: #f6f3ee; --card: #fffdf9; --line: #d9d3c7; --muted: #6b655b; --fail: #c2007f; --pass: #137a3a; --accent: #1c1a17; }
        @media (prefers-color-scheme: dark) { :root { --ink: #ece7dc; --paper: #161513; --card: #1e1c1a; --line: #3a3733; --muted: #a39d92; --fail: #ff4fc8; --pass: #5fd28a; --accent: #ece7dc; } }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 20px clamp(10px, 3vw, 28px) 80px; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--paper); }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 0 0 2px; }
        code, pre, kbd, .test { font-family: ui-monospace, "JetBrains Mono", monospace; }
        code, pre { font-size: 13px; }
        kbd { font-size: 11px; border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px; padding: 0 4px; color: var(--muted); }
        a { color: inherit; }
        .where { color: var(--muted); font-size: 13px; margin: 0 0 8px; overflow-wrap: anywhere; }
        .counts { font-size: 15px; margin: 4px 0 10px; }
        .counts [data-count=failed] b { color: var(--fail); }
        .counts [data-count=passed] b { color: var(--pass); }
        .problem { color: var(--fail); }
        .index { padding-left: 24px; margin: 8px 0; }
        .index li.filtered-out, .filtered-out { display: none !important; }
        .keys { color: var(--muted); font-size: 13px; }
        .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0; }
        select, button, input { font: inherit; }
        button { padding: 4px 12px; border: 1px solid var(--line); border-radius: 999px; background: transparent; color: inherit; cursor: pointer; }
        button:disabled { opacity: .5; cursor: default; }
        button.accept { border-color: var(--pass); color: var(--pass); }
        button.accept:hover:not(:disabled) { background: var(--pass); color: var(--paper); }
        .failure, .matrix { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin: 16px 0; scroll-margin-top: 8px; }
        .failure.current { border-color: var(--accent); box-shadow: 0 0 0 2px var(--accent); }
        .failure:focus { outline: none; }
        .number { display: inline-block; min-width: 1.8em; padding: 0 6px; margin-right: 4px; border-radius: 999px; background: var(--fail); color: #fff; text-align: center; font-size: 14px; }
        .test { overflow-wrap: anywhere; }
        .decision { display: flex; gap: 8px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
        .decision .status { color: var(--muted); font-size: 13px; }
        .toolbar { display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; align-items: center; margin: 10px 0; }
        .modes, .zoom { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
        .modes [aria-selected=true] { background: var(--ink); color: var(--paper); border-color: var(--ink); }
        .modes [aria-selected=true] kbd { color: inherit; }
        .zoom-level { min-width: 4.5em; text-align: center; font-variant-numeric: tabular-nums; color: var(--muted); font-size: 13px; }
        .stage { display: none; }
        .viewer[data-mode=side] .stage.side { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 12px; }
        .viewer:not([data-mode=side]) .stage.stack { display: block; }
        .pane { margin: 0; min-width: 0; }
        .pane figcaption, .analysis figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
        .viewport { position: relative; overflow: hidden; height: 320px; border: 1px solid var(--line); cursor: grab; touch-action: none;
            background: repeating-conic-gradient(#fff 0 25%, #e6e6e6 0 50%) 0 0 / 16px 16px; }
        .viewport.dragging { cursor: grabbing; }
        .layer { position: absolute; left: 0; top: 0; max-width: none; max-height: none; user-select: none; -webkit-user-drag: none; }
        .viewer.pixelated .layer, .pixelated { image-rendering: pixelated; }
        .over { position: absolute; inset: 0; }
        .divider { display: none; position: absolute; top: 0; bottom: 0; width: 3px; margin-left: -1px; background: var(--fail); cursor: ew-resize; }
        .viewer[data-mode=swipe] .divider { display: block; }
        .viewer[data-mode=onion] .over { opacity: .5; }
        .viewer[data-mode=difference] .stacked { background: #000; isolation: isolate; filter: brightness(255); }
        .viewer[data-mode=difference] .over { mix-blend-mode: difference; }
        .for-swipe, .for-onion, .for-difference { display: none; }
        .viewer[data-mode=swipe] .for-swipe, .viewer[data-mode=onion] .for-onion, .viewer[data-mode=difference] .for-difference { display: block; }
        .pane label { display: flex; align-items: center; gap: 10px; }
        .pane input[type=range] { flex: 1; max-width: 420px; }
        .analysis { margin: 12px 0 0; }
        .analysis img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
        .diff, .new-text, .message pre { white-space: pre-wrap; word-break: break-word; background: rgba(127,127,127,.08); border: 1px solid var(--line); border-radius: 6px; padding: 12px; margin: 10px 0; max-height: 70vh; overflow: auto; }
        .removed { color: var(--fail); }
        .added { color: var(--pass); }
        .hunk { color: var(--muted); }
        .message summary, .variant summary { cursor: pointer; color: var(--muted); font-size: 13px; }
        .files { font-size: 13px; color: var(--muted); padding-left: 18px; overflow-wrap: anywhere; }
        .grid { border-collapse: collapse; width: 100%; margin: 12px 0; }
        .grid th, .grid td { border: 1px solid var(--line); padding: 8px; vertical-align: top; text-align: left; }
        .grid thead th { color: var(--muted); font-weight: 600; font-size: 13px; }
        .grid tbody th { width: 16%; font-family: ui-monospace, "JetBrains Mono", monospace; font-size: 13px; word-break: break-all; }
        .grid td { width: 20%; }
        .grid td:nth-child(3) { width: 44%; }
        .grid img { display: block; width: auto; height: auto; max-width: 100%; max-height: 420px; }
        .grid td.none { color: var(--muted); font-size: 13px; }
        .framed { border: 1px solid var(--line); background: repeating-conic-gradient(#fff 0 25%, #e6e6e6 0 50%) 0 0 / 16px 16px; }
        .variant { margin: 6px 0; }
        .variant .failure { margin: 8px 0; }
        #decided ul { padding-left: 20px; color: var(--muted); font-size: 13px; }
        .banner { position: sticky; top: 0; z-index: 2; background: var(--ink); color: var(--paper); padding: 8px 12px; border-radius: 6px; margin: 8px 0; }
        @media (max-width: 600px) {
            .grid thead { display: none; }
            .grid tr { display: grid; grid-template-columns: 1fr 1fr; }
            .grid tbody th { grid-column: 1 / -1; width: auto; }
            .grid td { width: auto !important; }
            .grid td:nth-child(3) { grid-column: 1 / -1; }
        }
        """
}
