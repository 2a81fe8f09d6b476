import { z } from '../zod.ts';
import { CATEGORY_IDS } from '../constants.ts';

export const categoryId = z.enum(CATEGORY_IDS as [string, ...string[]]);
export const category = z.object({ id: z.string(), name: z.string() });
export const categoryList = z.array(category);
export const categoryParams = z.object({ id: z.string().max(50) });
export type Category = z.infer<typeof category>;
