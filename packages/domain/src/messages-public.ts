// The spec's texts (sections 2, 5, 8) that the shell and the public pages show, word for word: the web's first
// screen imports this module alone. The rest is in messages-customer.ts; messages.ts has them all.

/** The spec's texts the shell and the public pages show: the web's first screen loads only these. */
export const PUBLIC_MESSAGES = {
  noPlans: 'No service plans available.',
  unexpectedError: 'Unexpected Application Error!',
  confirmLogin: 'You Need to Log in First?',
  confirmLogout: 'Are you sure you want to log out?',
  logoutFailed: 'Error while logout !!',
  networkError: 'Network error. Please check your internet connection.',
  comingSoon: 'Coming soon...',
  careerOpening: 'Career is Opening Soon',
  loginToViewDetails: 'Login to View Details',
  sortServices: 'Sort Services',
  contactUploaded: 'Contact upload successfully:',
  earnReceived: 'Thank you! Our partner team will call you within two working days.',
  badText: 'Text may not contain control characters.',
} as const;
