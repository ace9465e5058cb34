import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EuroIcon from '@mui/icons-material/Euro';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { type NotificationIconKind, notificationIconKind } from './notification-kinds.ts';

const icons: Record<NotificationIconKind, React.ComponentType<SvgIconProps>> = {
  newOrder: ShoppingCartOutlinedIcon,
  orderIntent: AddShoppingCartIcon,
  modifyOrder: EditNoteIcon,
  newReservation: EventAvailableOutlinedIcon,
  newTask: AssignmentOutlinedIcon,
  taskCompleted: AssignmentTurnedInOutlinedIcon,
  stockUpdate: Inventory2OutlinedIcon,
  thresholdReached: WarningAmberIcon,
  commissionPaid: EuroIcon,
  commissionDelay: HourglassBottomIcon,
  import: CloudUploadOutlinedIcon,
  newContact: PersonAddAltOutlinedIcon,
  newActivity: EventNoteOutlinedIcon,
  mailFail: MarkEmailUnreadOutlinedIcon,
  endedNewsletter: CampaignOutlinedIcon,
  priceRequest: RequestQuoteOutlinedIcon,
  payment: PaymentsOutlinedIcon,
  other: NotificationsNoneIcon,
};

/** spec §3: the icon of a notification type. */
export function NotificationIcon({ type, ...props }: { type: string } & SvgIconProps) {
  const Icon = icons[notificationIconKind(type)];
  return <Icon data-icon={notificationIconKind(type)} {...props} />;
}
