// The e-label answers, as the API's schemas say (types only: no server code reaches the browser).
import type { digitalLink, elabel, shopElabel } from '@sarment/api';
import type { z } from 'zod';

/** GET /v1/elabels/{gtin}: the e-label of Regulation (EU) 2021/2117, values per 100 ml. */
export type Elabel = z.output<typeof elabel>;

/** GET /v1/elabels/digital-link */
export type DigitalLink = z.output<typeof digitalLink>;

/** GET /v1/shops/{id}/elabels */
export type ShopElabel = z.output<typeof shopElabel>;
