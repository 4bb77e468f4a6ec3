// A complete production environment with made-up but well-formed payee and seller details: what tests and the bench
// start production with (config.ts refuses production without them, and refuses the development demo values).
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://motomitra.in',
  UPI_VPA: 'payments@okaxis',
  UPI_PAYEE_NAME: 'MotoMitra Services',
  BANK_ACCOUNT_NAME: 'MotoMitra Services Private Limited',
  BANK_ACCOUNT_NUMBER: '918020011234567',
  BANK_IFSC: 'UTIB0000123',
  BANK_NAME: 'Axis Bank, Sitabuldi, Nagpur',
  SELLER_GSTIN: '27ABCDE1234F1Z5',
  SELLER_NAME: 'MotoMitra Services Private Limited',
  SELLER_ADDRESS: '12, Central Avenue, Nagpur, Maharashtra 440018',
  RAZORPAY_KEY_ID: 'rzp_live_MadeUpKey1234',
  RAZORPAY_KEY_SECRET: 'a-made-up-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-made-up-webhook-secret',
};
