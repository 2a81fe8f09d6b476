/** What every page's frame says: the site's name, the navbar, the category menu and the footer (product §1, §2). */
export const LAYOUT_TEXTS = {
  brand: 'Market',
  skipToContent: 'Skip to main content',
  nav: {
    home: 'Home',
    signup: 'Sign Up',
    login: 'Login',
    logout: 'Logout',
    inbox: 'Inbox',
    dashboard: 'Dashboard',
    main: 'Main',
    openMenu: 'Open menu',
  },
  categoriesLabel: 'Categories',
  categoriesFailed: 'Categories could not be loaded.',
  footerTagline: 'Used laptops and devices, resold across Bangladesh.',
  footerColumns: [
    { title: 'Services', items: ['Buy used laptops', 'Sell your laptop', 'Advertise an item', 'Card payments'] },
    { title: 'Company', items: ['About us', 'Contact', 'Careers', 'Press kit'] },
    { title: 'Legal', items: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
  ],
  blogsLink: 'Blogs',
} as const;
