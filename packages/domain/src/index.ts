export * from './availability.ts';
export * from './belize-time.ts';
export * from './catalogue.ts';
export * from './contact.schema.ts';
export * from './errors.schema.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './tours.schema.ts';
