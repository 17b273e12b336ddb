import NapkinUI
