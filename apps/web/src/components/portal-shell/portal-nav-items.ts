import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import Folder from '@mui/icons-material/Folder';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import Home from '@mui/icons-material/Home';
import Mail from '@mui/icons-material/Mail';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';

export interface TNavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Key into the shell's badge counts. */
  badge?: 'pendingContracts' | 'unreadMessages';
}

/** Spec section 2, "Portal shell": the sidebar's order. */
export const MAIN_NAV: TNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: Dashboard },
  { label: 'My Events', to: '/events', icon: Event },
  { label: 'Records', to: '/records', icon: Folder },
  { label: 'Messages', to: '/messages', icon: Mail, badge: 'unreadMessages' },
  { label: 'Book New Event', to: '/booking', icon: AddCircleOutline },
  { label: 'Payments & Invoices', to: '/payments', icon: Payments },
  { label: 'Contracts', to: '/contracts', icon: Description, badge: 'pendingContracts' },
];

export const SECONDARY_NAV: TNavItem[] = [
  { label: 'My Profile', to: '/profile', icon: Person },
  { label: 'Help & Support', to: '/help', icon: HelpOutline },
  { label: 'Back to Home', to: '/', icon: Home },
];

export const SIDEBAR_WIDTH = 280;
