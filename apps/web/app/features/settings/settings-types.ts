// GET /v1/settings as the page reads it (amounts in euros).
export interface Address {
  street: string;
  street2?: string;
  zipcode: string;
  city: string;
  country: string;
}
export interface Infos {
  name: string;
  businessName: string;
  legalForm: string;
  capital: number;
  siret: string;
  siren: string;
  nic: string;
  rcs: string;
  vatNumber: string;
  exciseNumber: string | null;
  address: Address;
  contactEmail: string;
  phone: string | null;
  online: boolean;
  minOrderAmount: number | null;
  minProductCount: number | null;
  maxProductCount: number | null;
  quantityMultiple: number | null;
  membersOnlyPrices: boolean;
}
export interface Typology {
  key: string;
  name: string;
  public: boolean;
  ttc: boolean;
  globalDiscount: number;
  allRulesInEq75: boolean;
}
export interface Bank {
  id?: string;
  label: string;
  iban: string;
  bic: string | null;
  default: boolean;
}
export interface Billing {
  banks: Bank[];
  paymentsList: string[];
  paymentDelays: string[];
  defaultPaymentDelay: string | null;
  numbering: Record<'quote' | 'order' | 'bill' | 'credit' | 'deposit' | 'deliveryNote', string>;
  legalFooter: string;
}
export interface DeliveryMode {
  id?: string;
  name: string;
  countries: string[];
  departments: string[] | null;
  price: number;
  margin: number;
  commission: number;
  vatType: 'standard' | 'medium' | 'reduced';
  bottlesPerParcel: number;
  extraParcel: number;
  francoMinProducts: number | null;
  francoMinAmount: number | null;
  active: boolean;
}
export interface CollectionPoint {
  id?: string;
  name: string;
  address: Address | null;
  price: number;
  active: boolean;
}
export interface SettingsData {
  shop: { id: string; name: string; urlShop: string; online: boolean; logo: string | null };
  infos: Infos;
  typos: { typologies: Typology[] };
  billing: Billing;
  delivery: { modes: DeliveryMode[]; collectionPoints: CollectionPoint[] };
  integrations: Record<string, boolean>;
  products: {
    vatRate: { standard: number; medium: number; reduced: number };
    titleProducts: string | null;
    defaultFormats: string[];
    packings: { name: string; quantity: number }[];
  };
  matchGrids: { grids: Record<string, string> };
  /** the codes live in their own resource (issue 16) */
  promotions: { resource: string };
  documents: { quote: string; bill: string; deliveryNote: string };
  accounting: { codes: { label: string; account: string }[] };
  crm: { defaultPipe: string; receptionEmails: string[] };
  campaigns: { senderName: string; replyTo: string | null };
  iframes: { allowedOrigins: string[] };
}
export interface Collaborator {
  userId: string;
  role: string;
  email: string;
  name: string;
  authorizations: Record<string, boolean> | null;
}
