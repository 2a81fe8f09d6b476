/** The Booking Form and Report to Admin popups (product §2). */
export const DIALOG_TEXTS = {
  bookingTitle: 'Booking Form',
  reportTitle: 'Report to Admin',
  reportSubmit: 'Report Submit',
  close: 'Close',
  itemName: 'Item name',
  price: 'Price',
  userName: 'Your name',
  email: 'Email',
  phone: 'Phone number',
  location: 'Location (optional)',
  message: 'Message',
  bookingSubmit: 'Submit',
  submitting: 'Sending…',
} as const;
