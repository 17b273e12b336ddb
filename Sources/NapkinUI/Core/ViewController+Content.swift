internal import Raster

extension ViewController {
    /// The environment this controller's content is built in: the one given, plus this
    /// controller (for links and modifiers), what `dismiss` does here, and the screen's own
    /// edit mode (`\.editMode`) unless the code set one around the controller.
    ///
    /// A controller is laid out in window coordinates, which run left to right, whatever the
    /// environment it inherits says: a navigation stack or a sheet inherits the environment of
    /// the view that asked for it, which a right-to-left screen has already reflected (see
    /// Layout/Mirroring.swift). Its content must be reflected again in its own frame, or a
    /// `NavigationStack` under a right-to-left trait, locale or environment draws unmirrored.
    func contentEnvironment(from environment: EnvironmentValues) -> EnvironmentValues {
        var environment = bridge.inheritedEnvironment ?? environment
        environment.placedLayoutDirection = .leftToRight
        environment.controllerContext = ControllerContext(self)
        environment.dismiss = DismissAction { [weak self] in self?.dismissFromContent() }
        if environment.editModeIsScreens {
            environment.setScreenEditMode(
                Binding(get: { [weak bridge] in bridge?.editMode ?? .inactive }, set: { [weak bridge] in bridge?.editMode = $0 }))
        }
        return environment
    }

    /// The `.navigationTitle` of this controller's content: the one its last layout found, or,
    /// for a controller never laid out (a screen pushed under the top of a stack), the one in
    /// its content built, not laid out, in `environment`.
    func titleFromContent(environment: EnvironmentValues) -> String? {
        if bridge.hasLaidOut { return bridge.preferences.title }
        guard let contentView else { return nil }
        bridge.representables.beginPass()
        defer { bridge.representables.endPass() }
        return buildNode(contentView, in: contentEnvironment(from: environment)).preferences()[NavigationTitleKey.self]
    }

    /// The sheet settings of this controller's content, or of the root of the navigation stack
    /// it embeds (a sheet showing a `NavigationStack` sets them inside it).
    var sheetPreferences: SheetPreferences {
        if bridge.preferences.sheet != SheetPreferences() { return bridge.preferences.sheet }
        return bridge.embeddedNavigation?.root.bridge.preferences.sheet ?? SheetPreferences()
    }

    /// Takes what the content laid out in the last layout asks of this controller, from the
    /// one preference walk: its title and bar, a navigation stack to embed, destinations, and
    /// what to present.
    func applyPreferences(_ values: PreferenceValues) {
        let found = ContentPreferences(values)
        if let title = found.title {
            self.title = title
            navigationItem.title = title
        }
        if found.drivesNavigationItem || bridge.preferences.drivesNavigationItem {
            navigationItem.reset()
            if let title = found.title { navigationItem.title = title }
            // Outer modifiers wrap inner ones; the innermost (found last) wins, as in SwiftUI.
            for apply in values[NavigationBarKey.self].reversed() { apply(navigationItem) }
        }
        bridge.preferences = found
        bridge.hasLaidOut = true
        embedNavigation(values[NavigationStackKey.self])
        reconcilePresentations()
    }

    private func embedNavigation(_ host: NavigationStackHostNode?) {
        // A stack in another tab of a tab view than the one shown is kept aside (parked),
        // with its pushed screens, until its tab is shown again.
        if let current = bridge.embeddedNavigation, current.scopeKey != host?.scopeKey {
            current.controller.removeFromParent()
            bridge.embeddedNavigation = nil
            if !current.scopeKey.isEmpty { bridge.parkedNavigations[current.scopeKey] = current }
        }
        guard let host else { return }
        let embedded =
            bridge.embeddedNavigation
            ?? {
                let made = bridge.parkedNavigations.removeValue(forKey: host.scopeKey) ?? EmbeddedNavigation(content: host.content)
                made.scopeKey = host.scopeKey
                addChild(made.controller)
                bridge.embeddedNavigation = made
                return made
            }()
        embedded.root.rootView = host.content
        embedded.controller.bridge.inheritedEnvironment = host.environment
        embedded.frame = host.frame
        embedded.safeRect = host.safeRect
        embedded.host = host
        host.embedded = embedded.controller
        embedded.path = host.path
        if let path = host.path {
            embedded.controller.appendToPath = { path.append($0) }
            embedded.controller.didPopController = { [weak embedded] _ in
                guard let embedded, !embedded.isSyncing else { return }
                path.removeLast(1)
                embedded.syncedValues = path.values()
            }
        } else {
            embedded.controller.appendToPath = nil
            embedded.controller.didPopController = nil
        }
    }

    /// The embedded navigation controller, placed where the stack's view was laid out and
    /// extended under the bars and home indicator wherever it reaches the safe area's edge.
    func embeddedPlacements(in bounds: Rect, safeAreaInsets insets: EdgeInsets) -> [ChildPlacement] {
        guard let embedded = bridge.embeddedNavigation else { return [] }
        // The stack's safe area: the controller's, less what a container around the stack
        // keeps for itself (a tab view's bar).
        var safe = bounds.inset(by: insets)
        if let host = embedded.safeRect {
            let minY = max(safe.minY, host.minY), maxY = min(safe.maxY, host.maxY)
            let minX = max(safe.minX, host.minX), maxX = min(safe.maxX, host.maxX)
            safe = Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        }
        let f = embedded.frame, e = 0.001
        let minY = f.minY <= safe.minY + e ? bounds.minY : f.minY
        let maxY = f.maxY >= safe.maxY - e ? bounds.maxY : f.maxY
        let minX = f.minX <= safe.minX + e ? bounds.minX : f.minX
        let maxX = f.maxX >= safe.maxX - e ? bounds.maxX : f.maxX
        let frame = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let childInsets = EdgeInsets(
            top: max(0, safe.minY - minY), leading: max(0, safe.minX - minX),
            bottom: max(0, maxY - safe.maxY), trailing: max(0, maxX - safe.maxX)
        )
        return [ChildPlacement(child: embedded.controller, frame: CGRect(frame), safeAreaInsets: childInsets)]
    }

    /// Presents what the content asks to present and closes what it no longer asks for.
    private func reconcilePresentations() {
        let request = bridge.preferences.presentations.first
        if let presented = presentedViewController, let origin = presented.bridge.presentationOrigin {
            if let request, origin.key == request.key {
                presented.adoptContent(of: request.makeController())
                presented.bridge.inheritedEnvironment = request.environment
                presented.popoverAnchor = request.anchor
                return
            }
            dismiss(animated: false)
            origin.onDismiss?()
        }
        guard let request, presentedViewController == nil else { return }
        let controller = request.makeController()
        controller.bridge.presentationOrigin = PresentationOrigin(key: request.key, dismiss: request.dismiss, onDismiss: request.onDismiss)
        controller.bridge.inheritedEnvironment = request.environment
        controller.popoverAnchor = request.anchor
        present(controller, animated: true)
    }
}

extension NavigationItem {
    /// Back to an empty item, before the content's settings are applied again.
    func reset() {
        title = nil
        largeTitleDisplayMode = .automatic
        hidesBackButton = false
        leadingItems = []
        trailingItems = []
        titleView = nil
        bottomItems = []
        search = nil
        searchScopes = nil
        hidesNavigationBar = false
        barBackgrounds = [:]
        hidesTabBar = false
    }
}
