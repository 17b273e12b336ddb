/// The report page's scripts: the zooming viewer, and the page (navigation, filters,
/// decisions). Plain JavaScript, no libraries, so the page works offline from a CI folder.
enum ReportPageScript {
    /// Each `.viewer` keeps one view (a zoom and the image point at the centre) that every
    /// viewport of it shows, so side by side, swipe, onion skin and difference always show
    /// the same pixels. Zooming is nearest neighbour from 1:1 up (`pixelated`), in whole steps,
    /// so each image pixel is a sharp square; below 1:1 the browser smooths, so a single
    /// changed pixel still shows in the difference view. Zooming in from the whole picture
    /// with the buttons or keys goes to the differences (`data-focus`, the rectangle of
    /// failing pixels). The viewer writes its state into `data-scale` and `data-center` for
    /// tests and people.
    static let viewer = """
        'use strict';
        var STEPS = [0.125, 0.25, 0.5, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64];
        function Viewer(element) {
          this.element = element;
          this.width = +element.dataset.width; this.height = +element.dataset.height;
          this.scale = null; this.cx = this.width / 2; this.cy = this.height / 2;
          this.swipe = 0.5; this.onion = 0.5;
          this.focus = element.dataset.focus ? element.dataset.focus.split(',').map(Number) : null;
          var viewer = this;
          element.querySelectorAll('.modes [data-mode]').forEach(function (button) {
            button.addEventListener('click', function () { viewer.setMode(button.dataset.mode); });
          });
          element.querySelectorAll('[data-zoom]').forEach(function (button) {
            button.addEventListener('click', function () { viewer.zoomCommand(button.dataset.zoom); });
          });
          element.querySelectorAll('.viewport').forEach(function (viewport) { viewer.attach(viewport); });
          var swipe = element.querySelector('.swipe-range'), onion = element.querySelector('.onion-range');
          if (swipe) swipe.addEventListener('input', function () { viewer.swipe = swipe.value / 100; viewer.apply(); });
          if (onion) onion.addEventListener('input', function () { viewer.onion = onion.value / 100; viewer.apply(); });
          element.querySelectorAll('img.layer').forEach(function (image) { image.addEventListener('load', function () { viewer.apply(); }); });
          this.apply();
        }
        Viewer.prototype.viewports = function () {
          return Array.prototype.filter.call(this.element.querySelectorAll('.viewport'), function (v) { return v.offsetParent !== null; });
        };
        Viewer.prototype.fitScale = function () {
          var viewer = this, scale = Infinity;
          this.viewports().forEach(function (v) { scale = Math.min(scale, v.clientWidth / viewer.width, v.clientHeight / viewer.height); });
          return isFinite(scale) && scale > 0 ? scale : 1;
        };
        Viewer.prototype.currentScale = function () { return this.scale === null ? this.fitScale() : this.scale; };
        Viewer.prototype.sizeViewports = function () {
          var viewer = this, limit = Math.max(200, Math.round(window.innerHeight * 0.72));
          this.element.querySelectorAll('.viewport').forEach(function (v) {
            var width = v.clientWidth || v.parentElement.clientWidth;
            if (width > 0) v.style.height = Math.max(120, Math.min(limit, Math.ceil(width * viewer.height / viewer.width))) + 'px';
          });
        };
        Viewer.prototype.apply = function () {
          this.sizeViewports();
          var s = this.currentScale(), viewer = this;
          if (this.scale === null) { this.cx = this.width / 2; this.cy = this.height / 2; }
          this.element.classList.toggle('pixelated', s >= 1);
          this.element.querySelectorAll('.viewport').forEach(function (v) {
            var left = Math.round(v.clientWidth / 2 - viewer.cx * s), top = Math.round(v.clientHeight / 2 - viewer.cy * s);
            v.querySelectorAll('img.layer').forEach(function (image) {
              image.style.width = Math.round(image.dataset.width * s) + 'px';
              image.style.height = Math.round(image.dataset.height * s) + 'px';
              image.style.left = left + 'px'; image.style.top = top + 'px';
            });
            var over = v.querySelector('.over'), divider = v.querySelector('.divider');
            var mode = viewer.element.dataset.mode;
            if (over) {
              over.style.clipPath = mode === 'swipe' ? 'inset(0 0 0 ' + Math.round(viewer.swipe * v.clientWidth) + 'px)' : 'none';
              over.style.opacity = mode === 'onion' ? viewer.onion : '';
            }
            if (divider) divider.style.left = Math.round(viewer.swipe * v.clientWidth) + 'px';
          });
          var label = this.scale === null ? 'fit ' + Math.round(s * 100) + '%' : s >= 1 ? s + '×' : Math.round(s * 100) + '%';
          this.element.querySelectorAll('.zoom-level').forEach(function (o) { o.textContent = label; });
          this.element.dataset.scale = String(s);
          this.element.dataset.center = Math.round(this.cx * 100) / 100 + ',' + Math.round(this.cy * 100) / 100;
        };
        Viewer.prototype.setMode = function (mode) {
          if (!this.element.querySelector('.modes [data-mode="' + mode + '"]')) return;
          this.element.dataset.mode = mode;
          this.element.querySelectorAll('.modes [data-mode]').forEach(function (b) { b.setAttribute('aria-selected', String(b.dataset.mode === mode)); });
          this.apply();
        };
        Viewer.prototype.clampCenter = function () {
          this.cx = Math.min(Math.max(this.cx, 0), this.width); this.cy = Math.min(Math.max(this.cy, 0), this.height);
        };
        /// Zooms to `scale`, keeping the image point under (x, y) of `viewport` in place.
        Viewer.prototype.zoomTo = function (scale, viewport, x, y) {
          var s = this.currentScale();
          if (viewport) {
            var px = this.cx + (x - viewport.clientWidth / 2) / s, py = this.cy + (y - viewport.clientHeight / 2) / s;
            this.cx = px - (x - viewport.clientWidth / 2) / scale; this.cy = py - (y - viewport.clientHeight / 2) / scale;
          }
          this.scale = scale; this.clampCenter(); this.apply();
        };
        Viewer.prototype.step = function (direction, viewport, x, y) {
          var s = this.currentScale(), next = s;
          // From the whole picture, the buttons and keys zoom into the differences.
          if (!viewport && this.scale === null && direction > 0 && this.focus) {
            this.cx = this.focus[0] + this.focus[2] / 2; this.cy = this.focus[1] + this.focus[3] / 2; this.scale = s;
          }
          if (direction > 0) { next = STEPS.find(function (step) { return step > s * 1.001; }) || STEPS[STEPS.length - 1]; }
          else { var smaller = STEPS.filter(function (step) { return step < s * 0.999; }); next = smaller.length ? smaller[smaller.length - 1] : STEPS[0]; }
          if (direction < 0 && next <= this.fitScale()) { this.scale = null; this.apply(); return; }
          this.zoomTo(next, viewport, x, y);
        };
        Viewer.prototype.zoomCommand = function (command) {
          if (command === 'in') this.step(1);
          else if (command === 'out') this.step(-1);
          else if (command === 'fit') { this.scale = null; this.apply(); }
          else if (command === 'actual') this.zoomTo(1);
        };
        Viewer.prototype.attach = function (viewport) {
          var viewer = this, drag = null;
          viewport.addEventListener('pointerdown', function (event) {
            if (event.button !== 0) return;
            var rect = viewport.getBoundingClientRect(), onDivider = viewer.element.dataset.mode === 'swipe' && Math.abs(event.clientX - rect.left - viewer.swipe * rect.width) < 12;
            drag = { x: event.clientX, y: event.clientY, divider: onDivider, rect: rect };
            viewport.setPointerCapture(event.pointerId); viewport.classList.add('dragging'); event.preventDefault();
          });
          viewport.addEventListener('pointermove', function (event) {
            if (!drag) return;
            if (drag.divider) {
              viewer.swipe = Math.min(1, Math.max(0, (event.clientX - drag.rect.left) / drag.rect.width));
              var range = viewer.element.querySelector('.swipe-range'); if (range) range.value = Math.round(viewer.swipe * 100);
            } else {
              var s = viewer.currentScale();
              if (viewer.scale === null) viewer.scale = s;
              viewer.cx -= (event.clientX - drag.x) / s; viewer.cy -= (event.clientY - drag.y) / s; viewer.clampCenter();
            }
            drag.x = event.clientX; drag.y = event.clientY; viewer.apply();
          });
          function end() { drag = null; viewport.classList.remove('dragging'); }
          viewport.addEventListener('pointerup', end); viewport.addEventListener('pointercancel', end);
          // Ctrl (or a pinch, which browsers report as ctrl) and the wheel zoom; a plain wheel scrolls the page.
          viewport.addEventListener('wheel', function (event) {
            if (!event.ctrlKey && !event.metaKey && !event.altKey) return;
            event.preventDefault();
            var rect = viewport.getBoundingClientRect();
            viewer.step(event.deltaY < 0 ? 1 : -1, viewport, event.clientX - rect.left, event.clientY - rect.top);
          }, { passive: false });
          viewport.addEventListener('dblclick', function (event) {
            var rect = viewport.getBoundingClientRect();
            viewer.step(event.shiftKey ? -1 : 1, viewport, event.clientX - rect.left, event.clientY - rect.top);
          });
        };
        var viewers = new Map();
        document.querySelectorAll('.viewer').forEach(function (element) { viewers.set(element, new Viewer(element)); });
        window.addEventListener('resize', function () { viewers.forEach(function (v) { v.apply(); }); });
        document.addEventListener('toggle', function (event) {
          if (event.target.tagName === 'DETAILS') event.target.querySelectorAll('.viewer').forEach(function (e) { viewers.get(e).apply(); });
        }, true);

        """
}
