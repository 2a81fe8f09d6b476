/** The screens shown instead of a page: an address with no page (product §2), and a page that failed. */
export const ERROR_PAGE_TEXTS = {
  notFound: { title: 'Ops!! Page Not found: 404', body: 'You provide a wrong link .', backHome: 'Back to home' },
  routeError: { title: 'Something went wrong!!!' },
} as const;
