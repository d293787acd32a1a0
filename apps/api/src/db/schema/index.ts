export * from './auth.ts';
export * from './bookings.ts';
export * from './contact.ts';
export * from './enums.ts';
export * from './merchants.ts';
export * from './tours.ts';
export * from './users.ts';
