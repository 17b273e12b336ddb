/// The app's end of the LaunchNapkin's listener: the root has no parent to report to.
final class AppListener: LaunchNapkinListener {}
