// The spec's user-facing texts (sections 2, 5, 8) and product-decisions' texts, word for word, keyed for code.
// The web's English catalogue includes these; the API answers with them. Change a text here only when the spec does.

export const MESSAGES = {
  // Home and lists
  noPlans: 'No service plans available.',
  comingSoon: 'Coming soon...',
  careerOpening: 'Career is Opening Soon',
  loginToViewDetails: 'Login to View Details',
  sortServices: 'Sort Services',
  unexpectedError: 'Unexpected Application Error!',

  // Side menu and account
  confirmLogin: 'You Need to Log in First?',
  confirmLogout: 'Are you sure you want to log out?',
  logoutFailed: 'Error while logout !!',
  customerFetchFailed: 'server error while fetching current customer data !!',

  // Password rule, in the spec's order
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordNoSpecial: 'Password must contain at least one special character.',
  passwordNoNumber: 'Password must contain at least one number.',

  // Register and login
  signUpSuccess: 'Sign up successful',
  signUpFailedWith: 'Sign up failed: {message}',
  signUpFailed: 'Sign up failed. Please try again.',
  networkError: 'Network error. Please check your internet connection.',
  loginFailed: 'Oops! Something went wrong. Please check your credentials and try again.',
  loginSuccess: 'Welcome back! You have successfully logged in.',

  // Cart and coupons
  cartItemDeleted: 'Cart item deleted successfully !',
  couponApplied: 'Coupon is Applied',
  couponNotApplied: 'Coupon is Not Applied',
  couponAmountNotEligible: 'You are not eligible for this coupon based on cart amount',
  couponCardNotEligible: 'Sorry, you are not eligible for this coupon.',
  couponServerError: 'server error while applying coupon',

  // Checkout
  confirmVehicleFirst: 'First confirm vehicle make model and registration number check box!',
  confirmToggleBreakdown: 'Are you sure you want to change the value of Vehicle Breakdown?',
  confirmToggleInsuranceServicing: 'Are you sure you want to change the value of Vehicle Under Insurance Servicing?',
  confirmToggleInsuranceStatus: 'Are you sure you want to change the value of Vehicle Insurance Status?',
  slotJustBooked: 'This time slot was just booked. Please choose another.',
  placeOrderFailed: 'Server error while placing order !!',
  orderFetchFailed: 'Error while fetching order !!',
  payOnCompletion: 'Pay on Order Completion',
  bookingConfirmed: 'Booking Confirmed',

  // Orders
  noOrders: 'No orders available',
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

  // Contact
  contactUploaded: 'Contact upload successfully:',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders. */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
