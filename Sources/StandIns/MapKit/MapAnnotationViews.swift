import Foundation
import NapkinUI

/// A marker, pin or annotation placed at its point; a tagged one in a map with a selection is
/// a button that selects its tag.
struct MapAnnotationView: View {
    let element: MapElement
    let point: CGPoint
    let selection: MapSelection?

    var body: some View {
        if let selection, let tag = element.tag {
            Button {
                selection.select(tag)
            } label: {
                placed(selected: selection.current == tag)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(element.title ?? Text("Marker"))
        } else {
            placed(selected: false)
        }
    }

    @ViewBuilder
    private func placed(selected: Bool) -> some View {
        switch element.kind {
        case .marker(let title, let glyph):
            // One layer of the map's size, so that the balloon and its title share its frame.
            let size = MarkerBalloon.size(selected: selected)
            ZStack(alignment: .topLeading) {
                // VoiceOver reads a marker once, by its title, at its balloon.
                MarkerBalloon(tint: element.tint(or: .red), glyph: glyph, selected: selected)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(title ?? Text("Marker"))
                    .position(x: point.x, y: point.y - size.height / 2)
                if let title, element.titleVisibility != .hidden {
                    MapTitle(text: title).accessibilityHidden(true).anchored(at: point, anchor: .top, offset: 2)
                }
            }
        case .pin:
            MapPinShape(tint: element.tint(or: .red)).accessibilityElement(children: .ignore).accessibilityLabel("Pin")
                .position(x: point.x, y: point.y - MapPinShape.height / 2)
        case .userLocation:
            UserLocationDot().position(x: point.x, y: point.y)
        case .annotation(let content, let anchor, let title):
            AnnotationContent(content: content, title: element.titleVisibility == .hidden ? nil : title)
                .anchored(at: point, anchor: anchor, offset: 0)
        default:
            EmptyView()
        }
    }
}

extension MapElement {
    /// The title of a marker or annotation: what VoiceOver reads for it.
    var title: Text? {
        switch kind {
        case .marker(let title, _), .annotation(_, _, let title): title
        default: nil
        }
    }
}

extension View {
    /// The view at its ideal size with its `anchor` on `point` (`offset` points lower).
    func anchored(at point: CGPoint, anchor: UnitPoint, offset: CGFloat) -> some View {
        Color.clear.frame(width: 0, height: 0)
            .overlay(alignment: .topLeading) {
                fixedSize()
                    .alignmentGuide(.leading) { $0.width * anchor.x }
                    .alignmentGuide(.top) { $0.height * anchor.y - offset }
            }
            .position(x: point.x, y: point.y)
    }
}

/// An annotation's view with its title hanging below it, outside its frame, so that its anchor
/// is the content's own.
struct AnnotationContent: View {
    let content: AnyView
    let title: Text?

    var body: some View {
        content.overlay(alignment: .bottom) {
            if let title {
                MapTitle(text: title).fixedSize().alignmentGuide(.bottom) { $0[.top] - 2 }
            }
        }
    }
}

/// A marker's or annotation's title: small semibold text, centred, at most two lines, with a
/// halo of the ground's colour so it reads over anything.
struct MapTitle: View {
    let text: Text
    @Environment(\.mapStyle) private var style

    var body: some View {
        text.font(.system(size: 11, weight: .semibold))
            .foregroundStyle(style.isImagery ? Color.white : Color.primary)
            .multilineTextAlignment(.center)
            .lineLimit(2)
            .frame(maxWidth: 110)
            .shadow(color: style.isImagery ? .black : MapPalette.ground(for: style), radius: 1)
    }
}

/// iOS's balloon marker: a round head narrowing to a point, in the tint, with a white glyph.
struct MarkerBalloon: View {
    let tint: AnyShapeStyle
    let glyph: MarkerGlyph
    let selected: Bool

    /// The balloon's width and height, the point included (larger when selected, as iOS does).
    static func size(selected: Bool) -> CGSize {
        selected ? CGSize(width: 42, height: 54) : CGSize(width: 30, height: 39)
    }

    var body: some View {
        let size = Self.size(selected: selected)
        ZStack(alignment: .top) {
            BalloonShape().fill(tint)
                .overlay(BalloonShape().stroke(Color.white.opacity(0.9), lineWidth: 1))
                .shadow(color: .black.opacity(0.25), radius: 2, y: 1)
            glyphView.foregroundStyle(Color.white).frame(width: size.width, height: size.width)
        }
        .frame(width: size.width, height: size.height)
    }

    @ViewBuilder
    private var glyphView: some View {
        let glyphSize: CGFloat = selected ? 20 : 14
        switch glyph {
        case .pin: Image(systemName: "mappin").font(.system(size: glyphSize, weight: .semibold))
        case .symbol(let name): Image(systemName: name).font(.system(size: glyphSize, weight: .semibold))
        case .image(let name): Image(name).resizable().scaledToFit().frame(width: glyphSize + 2, height: glyphSize + 2)
        case .monogram(let text): text.font(.system(size: glyphSize - 1, weight: .bold)).lineLimit(1).minimumScaleFactor(0.5)
        case .label: Image(systemName: "mappin").font(.system(size: glyphSize, weight: .semibold))
        }
    }
}

/// A circle on top whose sides run down, tangent to it, to a point at the bottom centre.
struct BalloonShape: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = Double(rect.width) / 2
        let center = CGPoint(x: rect.midX, y: rect.minY + radius)
        let tip = CGPoint(x: rect.midX, y: rect.maxY)
        let reach = Double(tip.y - center.y)
        // The angle from straight down to where the sides leave the circle.
        let side = reach > radius ? acos(radius / reach) : 0
        var path = Path()
        path.move(to: tip)
        let steps = 48
        for step in 0...steps {
            // From the right tangent point, over the top, to the left one (y grows downward).
            let angle = .pi / 2 - side - Double(step) / Double(steps) * (2 * .pi - 2 * side)
            path.addLine(to: CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle)))
        }
        path.closeSubpath()
        return path
    }
}

/// iOS 14's pin: a round head in the tint on a grey needle whose end is the coordinate.
struct MapPinShape: View {
    let tint: AnyShapeStyle
    static let height: CGFloat = 30

    var body: some View {
        VStack(spacing: 0) {
            Circle().fill(tint).frame(width: 14, height: 14)
                .overlay(Circle().fill(Color.white.opacity(0.5)).frame(width: 4, height: 4).offset(x: -2, y: -2))
            Rectangle().fill(Color.gray).frame(width: 2, height: Self.height - 14)
        }
        .frame(width: 14, height: Self.height)
        .shadow(color: .black.opacity(0.2), radius: 1, y: 1)
    }
}

/// iOS's dot for the person's location: the tint in a white ring with a soft shadow, inside a
/// faint halo.
struct UserLocationDot: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.blue.opacity(0.15)).frame(width: 44, height: 44)
            Circle().fill(Color.white).frame(width: 22, height: 22).shadow(color: .black.opacity(0.25), radius: 2, y: 1)
            Circle().fill(Color.blue).frame(width: 16, height: 16)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("My Location")
    }
}
