import type { ReactNode } from 'react';
import { BellIcon, ChatIcon, HeartIcon } from '../components/icons.tsx';
import { paths } from '../paths.ts';
import {
  BagIcon,
  CheckListIcon,
  FlagIcon,
  ListIcon,
  MailIcon,
  MegaphoneIcon,
  PlusIcon,
  ShieldIcon,
  TagIcon,
  UsersIcon,
  WalletIcon,
} from './icons.tsx';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { useTexts } from '../i18n/locale.tsx';

export type DashboardRole = 'buyer' | 'seller' | 'admin';

export interface DashboardLink {
  key: keyof Catalogue['DASHBOARD_LINKS'];
  to: string;
  label: string;
  hint: string;
  icon: ReactNode;
}

/**
 * The drawer's links in the page's language: those of product §2 by role, in the spec's order; those of
 * every signed-in user, whatever their roles, after the roles' own (beyond the specification); and the
 * roles' names.
 */
export function useDashboardLinks() {
  const { DASHBOARD_LINKS, DASHBOARD_TEXTS } = useTexts();
  const link = (key: keyof Catalogue['DASHBOARD_LINKS'], to: string, icon: ReactNode): DashboardLink => ({
    key,
    to,
    label: DASHBOARD_LINKS[key],
    hint: DASHBOARD_TEXTS.linkHints[key],
    icon,
  });
  const roleLinks: Record<DashboardRole, DashboardLink[]> = {
    buyer: [link('orders', paths.dashboard.orders, <BagIcon />)],
    seller: [
      link('addProduct', paths.dashboard.addProduct, <PlusIcon />),
      link('myProducts', paths.dashboard.myProducts, <ListIcon />),
      link('sales', paths.dashboard.sales, <TagIcon />),
      link('earnings', paths.dashboard.earnings, <WalletIcon />),
      link('advertise', paths.dashboard.advertise, <MegaphoneIcon />),
    ],
    admin: [
      link('allOrders', paths.dashboard.allOrders, <BagIcon />),
      link('allUsers', paths.dashboard.allUsers, <UsersIcon />),
      link('allSellers', paths.dashboard.allSellers, <ShieldIcon />),
      link('allBuyers', paths.dashboard.allBuyers, <UsersIcon />),
      link('reportedItems', paths.dashboard.reportedItems, <FlagIcon />),
      link('moderation', paths.dashboard.moderation, <CheckListIcon />),
    ],
  };
  const accountLinks: DashboardLink[] = [
    link('inbox', paths.inbox.root, <ChatIcon />),
    link('saved', paths.dashboard.saved, <HeartIcon className="h-4 w-4" />),
    link('alerts', paths.dashboard.alerts, <BellIcon className="h-4 w-4" />),
    link('settings', paths.dashboard.settings, <MailIcon />),
  ];
  const roleNames: Record<DashboardRole, string> = {
    buyer: DASHBOARD_TEXTS.roleBuyer,
    seller: DASHBOARD_TEXTS.roleSeller,
    admin: DASHBOARD_TEXTS.roleAdmin,
  };
  return { roleLinks, accountLinks, roleNames };
}

export function rolesOf(flags: { isBuyer: boolean; isSeller: boolean; isAdmin: boolean }): DashboardRole[] {
  return [flags.isBuyer && 'buyer', flags.isSeller && 'seller', flags.isAdmin && 'admin'].filter(Boolean) as DashboardRole[];
}
