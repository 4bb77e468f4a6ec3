// The reminder e-mails' one-click link token for a customer, as an e-mail carries it: for tests outside the API
// (the web's DOM tests), which reach the API through its package's exports.
export { unsubscribeToken } from '../modules/reminders/service.ts';
