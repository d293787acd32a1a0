import { m } from './i18n/index.ts';
import { z } from './zod.ts';

/** Boats, vehicles, rooms and guides an operator runs its tours with (decision 043). */

export const RESOURCE_KINDS = ['boat', 'vehicle', 'room', 'guide'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
export const RESOURCE_MAX_CAPACITY = 500;

export const resourceKindText = (kind: ResourceKind) =>
  ({
    boat: m.resources_kind_boat(),
    vehicle: m.resources_kind_vehicle(),
    room: m.resources_kind_room(),
    guide: m.resources_kind_guide(),
  })[kind];

/** Create or change a resource: a guide's capacity is always 1, its tours none. */
export const resourceBodySchema = z.object({
  kind: z.enum(RESOURCE_KINDS, { error: () => m.resources_error_kind() }),
  name: z
    .string({ error: () => m.resources_error_name_required() })
    .trim()
    .min(1, { error: () => m.resources_error_name_required() })
    .max(80, { error: () => m.resources_error_name_too_long({ max: 80 }) }),
  capacity: z.coerce
    .number({ error: () => m.resources_error_capacity({ max: RESOURCE_MAX_CAPACITY }) })
    .int({ error: () => m.resources_error_capacity({ max: RESOURCE_MAX_CAPACITY }) })
    .min(1, { error: () => m.resources_error_capacity({ max: RESOURCE_MAX_CAPACITY }) })
    .max(RESOURCE_MAX_CAPACITY, { error: () => m.resources_error_capacity({ max: RESOURCE_MAX_CAPACITY }) })
    .default(1),
  tourIds: z
    .array(z.uuid({ error: () => m.resources_error_tour_unknown() }))
    .max(100)
    .default([])
    .describe('The tours whose departures draw on its seats (never for a guide)'),
  memberUserId: z
    .uuid({ error: () => m.resources_error_member() })
    .nullable()
    .default(null)
    .describe("A guide's staff account: a guide-role member of the business, who then sees their own day"),
});

export const resourceSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(RESOURCE_KINDS),
    name: z.string(),
    capacity: z.number().int().describe('Seats; 1 for a guide (one departure at a time)'),
    tours: z.array(z.object({ id: z.uuid(), title: z.string() })),
    member: z
      .object({ userId: z.uuid(), name: z.string() })
      .nullable()
      .describe("The guide's staff account, when linked"),
  })
  .meta({ id: 'Resource' });
export type Resource = z.infer<typeof resourceSchema>;

export const resourceListSchema = z
  .object({
    resources: z.array(resourceSchema),
    tours: z
      .array(z.object({ id: z.uuid(), title: z.string() }))
      .describe("The operator's tours to choose from"),
    guideMembers: z
      .array(z.object({ userId: z.uuid(), name: z.string() }))
      .describe("The business's guide-role members, to link to a guide"),
  })
  .meta({ id: 'ResourceList' });
export type ResourceList = z.infer<typeof resourceListSchema>;

export const resourceParamsSchema = z.object({ id: z.uuid({ error: () => m.resources_error_not_found() }) });

export const departureGuideBodySchema = z.object({
  time: z
    .string({ error: () => m.resources_error_departure_unknown() })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.resources_error_departure_unknown() })
    .describe('HH:MM, Belize: the departure of the tour on the date'),
  guideId: z.uuid({ error: () => m.resources_error_guide_required() }),
});

export const departureGuidesSchema = z
  .object({
    departureId: z.uuid(),
    guides: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .meta({ id: 'DepartureGuides' });
export type DepartureGuides = z.infer<typeof departureGuidesSchema>;
