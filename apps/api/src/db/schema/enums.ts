import { pgEnum } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['tourist', 'merchant_admin', 'platform_admin', 'agent']);
export const difficulty = pgEnum('difficulty', ['easy', 'moderate', 'strenuous']);
export const touristType = pgEnum('tourist_type', ['relaxed', 'adventurous']);
