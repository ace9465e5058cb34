// Icons of the sidebar entries and groups (spec §2 Sidebar menus).
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import BarChartOutlinedIcon from '@mui/icons-material/BarChartOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HelpCenterOutlinedIcon from '@mui/icons-material/HelpCenterOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LiquorOutlinedIcon from '@mui/icons-material/LiquorOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

type Icon = React.ComponentType<SvgIconProps>;

const byId: Record<string, Icon> = {
  dashboard: DashboardOutlinedIcon,
  settings: SettingsOutlinedIcon,
  orders: ReceiptLongOutlinedIcon,
  orderSamples: ScienceOutlinedIcon,
  reservations: EventOutlinedIcon,
  tickets: ChatOutlinedIcon,
  shops: StorefrontOutlinedIcon,
  shop: StorefrontOutlinedIcon,
  clients: PeopleAltOutlinedIcon,
  products: LiquorOutlinedIcon,
  calendar: CalendarMonthOutlinedIcon,
  analytics: BarChartOutlinedIcon,
  salesPoints: PointOfSaleOutlinedIcon,
  helpCentre: HelpCenterOutlinedIcon,
  news: NewReleasesOutlinedIcon,
  logout: LogoutIcon,
  // groups
  sales: ReceiptLongOutlinedIcon,
  wineTourism: EventOutlinedIcon,
  crm: PeopleAltOutlinedIcon,
  articles: Inventory2OutlinedIcon,
  marketing: CampaignOutlinedIcon,
  commercial: GroupsOutlinedIcon,
  purchases: LocalShippingOutlinedIcon,
  accounting: AccountBalanceOutlinedIcon,
};

export function NavIcon({ id, ...props }: { id: string } & SvgIconProps) {
  const Icon = byId[id] ?? ShoppingBagOutlinedIcon;
  return <Icon {...props} />;
}
