import type { marketingListAnswer, marketingListMemberAnswer } from '@sarment/api';
import type { z } from 'zod';

export type MarketingList = z.output<typeof marketingListAnswer>;
export type MarketingListMember = z.output<typeof marketingListMemberAnswer>;
