import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import type { NavItem } from '../../components/layout/nav-item.ts';
import { paths } from '../../lib/paths.ts';

/** The public header; on a trip's own page (`/2`), the programme link stays on that trip. */
export function publicNav(viewedTripId: number | undefined): NavItem[] {
  return [
    {
      to: { pathname: paths.home.href(viewedTripId), hash: '#programme' },
      labelKey: 'nav.programme',
      activePrefixes: [],
    },
    { to: paths.usefulInfo.href(), labelKey: 'nav.usefulInfo' },
    { to: paths.docs.href(), labelKey: 'nav.docs' },
  ];
}

export const ADMIN_NAV: readonly NavItem[] = [
  { to: paths.dashboard.href(), labelKey: 'nav.dashboard', icon: <DashboardOutlinedIcon /> },
  {
    to: paths.registrations.href(),
    labelKey: 'nav.registrations',
    icon: <AssignmentOutlinedIcon />,
    activePrefixes: ['/admin/registrations', '/admin/registration', '/voyageur'],
  },
  { to: paths.payments.href(), labelKey: 'nav.payments', icon: <PaymentsOutlinedIcon /> },
  { to: paths.documents.href(), labelKey: 'nav.documents', icon: <FolderOpenOutlinedIcon /> },
  {
    to: paths.schools.href(),
    labelKey: 'nav.schools',
    icon: <SchoolOutlinedIcon />,
    activePrefixes: ['/schools', '/school'],
  },
  {
    to: paths.departuresList.href(),
    labelKey: 'nav.departures',
    icon: <FlightTakeoffOutlinedIcon />,
    activePrefixes: ['/admin/departures', '/admin/departure'],
  },
  {
    to: paths.tripsList.href(),
    labelKey: 'nav.trips',
    icon: <LuggageOutlinedIcon />,
    activePrefixes: ['/trips', '/admin/trip'],
  },
  { to: paths.deleted.href(), labelKey: 'nav.deleted', icon: <DeleteOutlineIcon /> },
  { to: paths.admins.href(), labelKey: 'nav.admins', icon: <AdminPanelSettingsOutlinedIcon /> },
  { to: paths.audit.href(), labelKey: 'nav.audit', icon: <HistoryOutlinedIcon /> },
];
