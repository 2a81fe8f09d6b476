/** The toast each action shows when it succeeds (product §2, §4, §5, word for word). */
export const TOASTS = {
  login: 'User Login successfully',
  signup: 'User created successfully',
  booking: 'Your Booking Confirmed',
  report: 'Report Submitted Successfully',
  productAdded: 'Product added successfully',
  advertised: 'Advertisement product added successfully',
  productDeleted: 'Product deleted successfully',
  orderDeleted: 'Order deleted',
  sellerVerified: 'Seller Verified successfully',
  sellerDeleted: 'Sellers deleted successfully',
  buyerDeleted: 'Buyers deleted successfully',
  madeAdmin: 'Make Admin Successful',
  accountDeleted: 'Account deleted successfully',
  reportDeleted: 'Report deleted successfully',
  contact: 'Form submitted, Thanks for reaching out',
  advertRemoved: 'Advertisement removed',
} as const;
