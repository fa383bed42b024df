import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import FlightTakeoffOutlinedIcon from '@mui/icons-material/FlightTakeoffOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import HealingOutlinedIcon from '@mui/icons-material/HealingOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import TourOutlinedIcon from '@mui/icons-material/TourOutlined';
import type { Capability } from '@voyage/domain';
import type { NavItem } from '../../components/layout/nav-item.ts';
import { paths } from '../../lib/paths.ts';
import { TRIP_DAY_PATH } from '../../lib/trip-day-storage.ts';

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

/** The staff menu; each entry shows only to a role holding its capability (docs/product/staff-roles.md). */
export const ADMIN_NAV: readonly (NavItem & { capability: Capability; everyDeparture?: boolean })[] = [
  { to: paths.dashboard.href(), labelKey: 'nav.dashboard', capability: 'dashboard', icon: <DashboardOutlinedIcon /> },
  {
    to: paths.registrations.href(),
    labelKey: 'nav.registrations',
    capability: 'registrations.read',
    icon: <AssignmentOutlinedIcon />,
    activePrefixes: ['/admin/registrations', '/admin/registration', '/voyageur'],
  },
  {
    to: paths.waitingList.href(),
    labelKey: 'nav.waitingList',
    capability: 'registrations.read',
    // Not kept to an escort's departures: not theirs.
    everyDeparture: true,
    icon: <HourglassEmptyOutlinedIcon />,
  },
  {
    to: paths.healthChanges.href(),
    labelKey: 'nav.healthChanges',
    capability: 'health',
    icon: <HealingOutlinedIcon />,
  },
  {
    to: paths.changeRequests.href(),
    labelKey: 'nav.changeRequests',
    // Deciding a family's change is correcting its registration.
    capability: 'registrations.review',
    icon: <EditNoteOutlinedIcon />,
  },
  { to: paths.payments.href(), labelKey: 'nav.payments', capability: 'payments', icon: <PaymentsOutlinedIcon /> },
  {
    to: paths.documents.href(),
    labelKey: 'nav.documents',
    capability: 'documents.read',
    icon: <FolderOpenOutlinedIcon />,
  },
  {
    to: paths.schools.href(),
    labelKey: 'nav.schools',
    capability: 'trips.edit',
    icon: <SchoolOutlinedIcon />,
    activePrefixes: ['/schools', '/school'],
  },
  {
    to: paths.departuresList.href(),
    labelKey: 'nav.departures',
    capability: 'registrations.read',
    icon: <FlightTakeoffOutlinedIcon />,
    activePrefixes: ['/admin/departures', '/admin/departure'],
  },
  {
    to: paths.announcements.href(),
    labelKey: 'nav.announcements',
    capability: 'announcements',
    icon: <CampaignOutlinedIcon />,
  },
  {
    to: TRIP_DAY_PATH,
    labelKey: 'nav.tripDay',
    capability: 'trip-day',
    icon: <TourOutlinedIcon />,
    reloadDocument: true,
  },
  {
    to: paths.tripsList.href(),
    labelKey: 'nav.trips',
    capability: 'trips.edit',
    icon: <LuggageOutlinedIcon />,
    activePrefixes: ['/trips', '/admin/trip'],
  },
  {
    to: paths.deleted.href(),
    labelKey: 'nav.deleted',
    capability: 'registrations.review',
    icon: <DeleteOutlineIcon />,
  },
  {
    to: paths.admins.href(),
    labelKey: 'nav.admins',
    capability: 'staff.manage',
    icon: <AdminPanelSettingsOutlinedIcon />,
  },
  { to: paths.audit.href(), labelKey: 'nav.audit', capability: 'audit', icon: <HistoryOutlinedIcon /> },
];
