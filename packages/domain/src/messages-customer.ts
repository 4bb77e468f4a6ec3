// The spec's texts (sections 2, 5, 8) and product-decisions' texts, word for word, that login and a logged-in
// customer's screens show (the public pages' few are in messages-public.ts; messages.ts has them all). Change a text
// here only when the spec does.

/** Every other spec text: login, the account area and booking (the screens behind a login). */
export const CUSTOMER_MESSAGES = {
  // Side menu and account
  customerFetchFailed: 'server error while fetching current customer data !!',

  // Password rule, in the spec's order
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordNoSpecial: 'Password must contain at least one special character.',
  passwordNoNumber: 'Password must contain at least one number.',

  // Register and login
  signUpSuccess: 'Sign up successful',
  signUpFailedWith: 'Sign up failed: {message}',
  signUpFailed: 'Sign up failed. Please try again.',
  loginFailed: 'Oops! Something went wrong. Please check your credentials and try again.',
  loginSuccess: 'Welcome back! You have successfully logged in.',

  // Account recovery and sign-in details (product decisions: accounts, continued)
  forgotPasswordSent:
    'If an account exists for this e-mail, we have sent it a link to set a new password. The link is valid for 30 minutes.',
  resetLinkInvalid: 'This link to set a new password is not valid any more. Please ask for a new one.',
  passwordResetDone: 'Your new password is set. Please log in with it.',
  currentPasswordRequired: 'Enter your current password to change your e-mail or password.',
  currentPasswordWrong: 'Your current password is not correct.',

  // Cart and coupons
  cartItemDeleted: 'Cart item deleted successfully !',
  couponApplied: 'Coupon is Applied',
  couponNotApplied: 'Coupon is Not Applied',
  couponAmountNotEligible: 'You are not eligible for this coupon based on cart amount',
  couponCardNotEligible: 'Sorry, you are not eligible for this coupon.',
  couponServerError: 'server error while applying coupon',
  cartAdded: 'Service added to your cart.',
  cartAlreadyThere: 'This service is already in your cart.',
  cartFull: 'Your cart can hold at most 20 services. Please remove one first.',
  chooseCity: 'Choose a city: Nagpur or Pune.',
  chooseVehicle: 'Choose one of your vehicles.',
  vehicleNotFound: 'This vehicle does not exist.',
  vehicleNotYours: 'This vehicle is not yours.',
  serviceNotFound: 'This service does not exist.',
  priceNotServed: 'This service is not for this kind of vehicle.',
  priceNotPriceable: 'We cannot price this vehicle yet. Please call us.',
  priceNoPriceInCity: 'This service is not yet offered for this vehicle in {city}.',
  cartItemNotFound: 'This cart item does not exist.',
  cartItemNotYours: 'This cart item is not yours.',
  couponUnknown: 'This coupon code is not valid.',
  couponNotStarted: 'This coupon is not valid yet.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been fully used. Please try another one.',
  couponCustomerLimit: 'You have already used this coupon as many times as it allows.',
  couponRanOut: 'This coupon was just used up. Please remove it or choose another one.',

  // Checkout
  confirmVehicleFirst: 'First confirm vehicle make model and registration number check box!',
  confirmToggleBreakdown: 'Are you sure you want to change the value of Vehicle Breakdown?',
  confirmToggleInsuranceServicing: 'Are you sure you want to change the value of Vehicle Under Insurance Servicing?',
  confirmToggleInsuranceStatus: 'Are you sure you want to change the value of Vehicle Insurance Status?',
  slotJustBooked: 'This time slot was just booked. Please choose another.',
  slotClosed: 'This time slot is closed. Please choose another.',
  slotStarted: 'This time slot has already started. Please choose a later one.',
  /** The service or coupon changed again and again while the order was being placed (see place_order). */
  checkoutChanged:
    'This service or coupon changed while your order was being placed. Please check your cart and try again.',
  chooseSlot: 'Choose a time slot.',
  chooseServicingDate: 'Choose a date of servicing.',
  servicingDateRange: 'Choose a date of servicing from today to 30 days ahead.',
  chooseDeliveryDate: 'Choose an expected delivery date.',
  deliveryBeforeServicing: 'The expected delivery date must be on or after the date of servicing.',
  deliveryTooLate: 'The expected delivery date must be within 30 days of the date of servicing.',
  chooseTransmission: 'Choose the transmission type.',
  transmissionCarsOnly: 'Transmission type applies to cars only.',
  stateMaharashtra: 'We serve Maharashtra only.',
  pincodeFormat: 'Enter a 6-digit pincode.',
  pincodeCity: 'Enter a pincode in {city} ({ranges}).',
  choosePickup: 'Choose a pickup location.',
  chooseDrop: 'Choose a drop location.',
  acceptTerms: 'Please accept the terms and conditions.',
  chooseInsuranceStatus: 'Choose whether the vehicle insurance is valid or invalid.',
  insuranceStatusOnlyWhenInsured: 'Choose the insurance status only for a vehicle under insurance servicing.',
  noteTooLong: 'The note must be at most 500 characters long.',
  addressTooLong: 'The address must be at most 300 characters long.',
  mustBeTrueOrFalse: 'Must be true or false.',
  idempotencyKeyRequired: 'Send an Idempotency-Key header of 8 to 100 characters.',
  invalidId: 'This id is not valid.',
  orderPlaced: 'Your booking is confirmed.',
  placeOrderFailed: 'Server error while placing order !!',
  orderFetchFailed: 'Error while fetching order !!',
  payOnCompletion: 'Pay on Order Completion',
  bookingConfirmed: 'Booking Confirmed',

  // Orders
  noOrders: 'No orders available',
  orderNotFound: 'This order does not exist.',
  orderNotYours: 'This order is not yours.',
  orderCancelled: 'Your booking has been cancelled.',
  orderCannotCancel: 'This booking can no longer be cancelled.',
  invoicesUpcoming: 'Upcoming....',

  // Profile
  noChangesDetected: 'No changes detected.',

  // Vehicles
  vehiclesFetchFailed: 'Error while fetching vehicles data',
  regNumberRequired: 'Please fill Registration Number.',
  selectMakeModel: 'Please Select Vehicle Make & Model',
  vehicleAdded: 'Vehicle data added successfully.',
  vehicleAddFailed: 'Failed to add vehicle data.',
  confirmDeleteVehicle: 'Are you sure you want to delete this vehicle?',

  // The shop's own answers where the spec has none (issue 15: kept here so that they are translated with the rest)
  profileUpdated: 'Profile updated.',
  addressesSaved: 'Addresses saved.',
  vehicleDeleted: 'Vehicle deleted.',
  extraApproved: 'Approved. The garage goes ahead with this work.',
  extraDeclined: 'Declined. This work is not done or billed.',
  paymentSubmitted: 'Thank you. We will confirm your payment shortly.',
  pleaseLogIn: 'Please log in to continue.',
  onlyYourAccount: 'You can only see and change your own account.',
  invoiceNotYours: 'This invoice is not yours.',
  extraTooLate: 'Extra work can be approved or declined only before payment is requested.',
  noSuchJobItem: 'No such item on this job card.',
  paymentNotAwaited: 'This order is not waiting for a payment.',
  operatorsOnly: 'Only garage operators can do this.',
  emailTaken: 'An account with this email already exists.',
  invoiceNotFound: 'This invoice does not exist.',
  itemAlreadyApproved: 'This item was already approved.',
  itemAlreadyDeclined: 'This item was already declined.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please try again in {wait}.',
  tooManyRequests: 'Too many requests. Please wait {wait} and try again.',
  vehicleRequested: 'Thank you. We will add your vehicle to the list and let you know by e-mail.',
  tooManyLogins: 'Too many failed log-in attempts. Please try again in {wait}.',
  erasePasswordRequired: 'Enter your password to erase your account.',
  eraseBlocked: 'Your account can be erased once every booking is delivered or cancelled.',
  erased: 'Your account and your personal data have been erased.',
  chooseRating: 'Choose a rating from 1 to 5 stars.',
  reviewTooLong: 'A review is at most 500 characters.',
  reviewThanks: 'Thank you for rating this service.',
  reviewOnlyDelivered: 'You can rate a service once your vehicle is delivered.',
  reviewAlready: 'You have already rated this service.',
  rescheduled: 'Your booking is moved to {date}, {slot}.',
  rescheduleNotNow: 'This booking can no longer be moved.',
  rescheduleLimit: 'This booking has been moved 3 times already. Please call us to change it again.',
  rescheduleSame: 'Choose another date or time slot.',
} as const;
