import Foundation

// The keys and values of keychain queries and item attributes, spelled as Apple's keychain spells
// them (`kSecAttrService` is "svce"), so that a dictionary printed or compared reads the same.

// MARK: Item classes

/// The key of an item's class in a query or an item's attributes: one of the `kSecClass…` values.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A generic password: a secret kept under a service and an account.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// An internet password: a secret kept under a server, an account and a protocol.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// A cryptographic key (`SecKey`).
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"

// MARK: Item attributes

/// A generic password's service (a string).
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// A password's account name (a string).
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// An internet password's server (a string).
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// An internet password's protocol (one of the `kSecAttrProtocol…` values).
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// An internet password's port (a number).
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// An internet password's path (a string).
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
/// An internet password's security domain (a string).
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
/// An internet password's authentication type.
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
/// An item's label, shown to the person (a string).
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// An item's kind, in words (a string).
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// A comment on the item (a string).
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// Data of the app's own on a generic password.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// When the item was added (a date the keychain sets).
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
/// When the item was last changed (a date the keychain sets).
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
/// The access group an item is shared in (a string).
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// When the item can be read: one of the `kSecAttrAccessible…` values. Kept on the item; Linux has no locked state, so every item can be read.
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// A `SecAccessControl` for the item. Kept on the item, not enforced: Linux has no passcode, biometry or Secure Enclave to ask.
nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"
/// Whether the item syncs through iCloud Keychain (a Boolean; in a query also `kSecAttrSynchronizableAny`). Nothing leaves the process here.
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// In a query, matches synchronizable and other items alike.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
/// Whether the item is hidden from the person (a Boolean).
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item holds no valid password (a Boolean).
nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"

// MARK: Protection classes

/// Readable while the device is unlocked (the default).
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock since the device started.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable while unlocked, only with a passcode set; never migrated.
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Readable while unlocked; never migrated to another device.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock; never migrated to another device.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Always readable (deprecated by Apple).
nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
/// Always readable; never migrated (deprecated by Apple).
nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: Internet protocols and authentication types

/// HTTP.
nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
/// HTTPS.
nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
/// FTP.
nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "
/// SSH.
nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "
/// The default authentication type.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
/// HTTP Basic authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"

// MARK: Key attributes

/// A key's algorithm: `kSecAttrKeyTypeECSECPrimeRandom` (the only one napkin's keys have) or `kSecAttrKeyTypeRSA`.
nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"
/// Elliptic-curve keys on a NIST prime curve (P-256 here).
nonisolated(unsafe) public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
/// The older name of `kSecAttrKeyTypeECSECPrimeRandom`.
nonisolated(unsafe) public let kSecAttrKeyTypeEC: CFString = "73"
/// RSA keys (not generated or imported here: `errSecUnimplemented`).
nonisolated(unsafe) public let kSecAttrKeyTypeRSA: CFString = "42"
/// A key's size in bits (256 for P-256).
nonisolated(unsafe) public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// A key's effective size in bits.
nonisolated(unsafe) public let kSecAttrEffectiveKeySize: CFString = "esiz"
/// Whether a key is public, private or symmetric: a `kSecAttrKeyClass…` value.
nonisolated(unsafe) public let kSecAttrKeyClass: CFString = "kcls"
/// A public key.
nonisolated(unsafe) public let kSecAttrKeyClassPublic: CFString = "0"
/// A private key.
nonisolated(unsafe) public let kSecAttrKeyClassPrivate: CFString = "1"
/// A symmetric key.
nonisolated(unsafe) public let kSecAttrKeyClassSymmetric: CFString = "2"
/// The app's tag for a key (data; a string is kept as its UTF-8 bytes), by which it finds a permanent key again.
nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
/// A key's label for programs: for an elliptic-curve key, the SHA-1 of its public key, set by the keychain.
nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"
/// Whether `SecKeyCreateRandomKey` keeps the new private key in the keychain (a Boolean).
nonisolated(unsafe) public let kSecAttrIsPermanent: CFString = "perm"
/// Whether the key's bytes can be exported (a Boolean).
nonisolated(unsafe) public let kSecAttrIsExtractable: CFString = "extr"
/// Whether the key can sign (a Boolean).
nonisolated(unsafe) public let kSecAttrCanSign: CFString = "sign"
/// Whether the key can verify signatures (a Boolean).
nonisolated(unsafe) public let kSecAttrCanVerify: CFString = "vrfy"
/// Whether the key can encrypt (a Boolean).
nonisolated(unsafe) public let kSecAttrCanEncrypt: CFString = "encr"
/// Whether the key can decrypt (a Boolean).
nonisolated(unsafe) public let kSecAttrCanDecrypt: CFString = "decr"
/// Whether the key can derive other keys (a Boolean).
nonisolated(unsafe) public let kSecAttrCanDerive: CFString = "drve"
/// In `SecKeyCreateRandomKey`'s parameters, the attributes of the private key (a dictionary).
nonisolated(unsafe) public let kSecPrivateKeyAttrs: CFString = "private"
/// In `SecKeyCreateRandomKey`'s parameters, the attributes of the public key (a dictionary).
nonisolated(unsafe) public let kSecPublicKeyAttrs: CFString = "public"
/// Where a key lives; `kSecAttrTokenIDSecureEnclave` asks for the Secure Enclave.
nonisolated(unsafe) public let kSecAttrTokenID: CFString = "tkid"
/// The Secure Enclave. Linux has none: creating a key there fails with `errSecUnimplemented`.
nonisolated(unsafe) public let kSecAttrTokenIDSecureEnclave: CFString = "com.apple.setoken"

// MARK: Values, results and search

/// An item's secret: a password's bytes (`Data`).
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// An item as an object: a `SecKey` for a key item.
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
/// Bytes that name one item, from `kSecReturnPersistentRef`; in a query, finds that item.
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// In a query: return the item's data (a Boolean).
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// In a query: return the item's attributes as a dictionary (a Boolean).
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// In a query: return the item as an object, a `SecKey` for a key (a Boolean).
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
/// In a query: return bytes naming the item (a Boolean).
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// In a query: how many items to return, `kSecMatchLimitOne` (the default of `SecItemCopyMatching`), `kSecMatchLimitAll` or a number.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// Return the first matching item only.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Return every matching item, in an array.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Use the data protection keychain (macOS); iOS always does, and so does this keychain (a Boolean).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// The words of the authentication prompt (never shown: nothing is asked on Linux).
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// An `LAContext` to authenticate with (accepted and not used: nothing is asked on Linux).
nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
