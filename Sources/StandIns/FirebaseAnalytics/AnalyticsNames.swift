// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The names of Analytics' suggested events, parameters and user properties, as Swift imports FirebaseAnalytics'
// constants.

/// The app came to the foreground.
public let AnalyticsEventAppOpen = "app_open"
/// A product was added to the cart.
public let AnalyticsEventAddToCart = "add_to_cart"
/// A product was added to a wishlist.
public let AnalyticsEventAddToWishlist = "add_to_wishlist"
/// A checkout began.
public let AnalyticsEventBeginCheckout = "begin_checkout"
/// Virtual currency was earned.
public let AnalyticsEventEarnVirtualCurrency = "earn_virtual_currency"
/// A lead was generated.
public let AnalyticsEventGenerateLead = "generate_lead"
/// The user joined a group.
public let AnalyticsEventJoinGroup = "join_group"
/// A level was ended.
public let AnalyticsEventLevelEnd = "level_end"
/// A level was started.
public let AnalyticsEventLevelStart = "level_start"
/// The user levelled up.
public let AnalyticsEventLevelUp = "level_up"
/// The user signed in.
public let AnalyticsEventLogin = "login"
/// A score was posted.
public let AnalyticsEventPostScore = "post_score"
/// A purchase was made.
public let AnalyticsEventPurchase = "purchase"
/// A purchase was refunded.
public let AnalyticsEventRefund = "refund"
/// A product was removed from the cart.
public let AnalyticsEventRemoveFromCart = "remove_from_cart"
/// A screen was shown.
public let AnalyticsEventScreenView = "screen_view"
/// The user searched.
public let AnalyticsEventSearch = "search"
/// The user selected content.
public let AnalyticsEventSelectContent = "select_content"
/// The user selected an item from a list.
public let AnalyticsEventSelectItem = "select_item"
/// The user shared content.
public let AnalyticsEventShare = "share"
/// The user signed up.
public let AnalyticsEventSignUp = "sign_up"
/// Virtual currency was spent.
public let AnalyticsEventSpendVirtualCurrency = "spend_virtual_currency"
/// The onboarding tutorial began.
public let AnalyticsEventTutorialBegin = "tutorial_begin"
/// The onboarding tutorial was finished.
public let AnalyticsEventTutorialComplete = "tutorial_complete"
/// An achievement was unlocked.
public let AnalyticsEventUnlockAchievement = "unlock_achievement"
/// The cart was viewed.
public let AnalyticsEventViewCart = "view_cart"
/// An item was viewed.
public let AnalyticsEventViewItem = "view_item"
/// A list of items was viewed.
public let AnalyticsEventViewItemList = "view_item_list"

/// An achievement's identifier.
public let AnalyticsParameterAchievementID = "achievement_id"
/// A campaign's name.
public let AnalyticsParameterCampaign = "campaign"
/// A game character's name.
public let AnalyticsParameterCharacter = "character"
/// The type of selected content.
public let AnalyticsParameterContentType = "content_type"
/// A coupon code.
public let AnalyticsParameterCoupon = "coupon"
/// An ISO 4217 currency code.
public let AnalyticsParameterCurrency = "currency"
/// A group's identifier.
public let AnalyticsParameterGroupID = "group_id"
/// An item's brand.
public let AnalyticsParameterItemBrand = "item_brand"
/// An item's category.
public let AnalyticsParameterItemCategory = "item_category"
/// An item's identifier.
public let AnalyticsParameterItemID = "item_id"
/// A list's identifier.
public let AnalyticsParameterItemListID = "item_list_id"
/// A list's name.
public let AnalyticsParameterItemListName = "item_list_name"
/// An item's name.
public let AnalyticsParameterItemName = "item_name"
/// An item's variant.
public let AnalyticsParameterItemVariant = "item_variant"
/// The items of an e-commerce event.
public let AnalyticsParameterItems = "items"
/// A level's number.
public let AnalyticsParameterLevel = "level"
/// A level's name.
public let AnalyticsParameterLevelName = "level_name"
/// The method (of a sign-in, sign-up or share).
public let AnalyticsParameterMethod = "method"
/// A price.
public let AnalyticsParameterPrice = "price"
/// A quantity.
public let AnalyticsParameterQuantity = "quantity"
/// A screen's class.
public let AnalyticsParameterScreenClass = "screen_class"
/// A screen's name.
public let AnalyticsParameterScreenName = "screen_name"
/// A score.
public let AnalyticsParameterScore = "score"
/// A search term.
public let AnalyticsParameterSearchTerm = "search_term"
/// Whether something succeeded (1 or 0).
public let AnalyticsParameterSuccess = "success"
/// A transaction's identifier.
public let AnalyticsParameterTransactionID = "transaction_id"
/// A monetary value.
public let AnalyticsParameterValue = "value"
/// A virtual currency's name.
public let AnalyticsParameterVirtualCurrencyName = "virtual_currency_name"

/// The method the user signed up with.
public let AnalyticsUserPropertySignUpMethod = "sign_up_method"
/// Whether ads may be personalized for the user.
public let AnalyticsUserPropertyAllowAdPersonalizationSignals = "allow_personalization_signals"
