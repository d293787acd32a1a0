import {
  RESOURCE_KINDS,
  type Resource,
  type ResourceKind,
  type ResourceList,
  resourceBodySchema,
  resourceKindText,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata, SubmissionResult } from '@conform-to/react';
import { Bus, DoorOpen, Sailboat, Trash2, UserRound } from 'lucide-react';
import { Form } from 'react-router';
import { InputField, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { EmptyState, LoadFailed } from './console-ui';
import { SelectField } from './form-controls';
import { PANEL } from './merchant-styles';

export type ResourcesView = { list: ResourceList } | { failure: string };

/** What the page's last post answered: which form (`create`, `update`, `delete`) and for which resource. */
export interface ResourcesAnswer {
  intent?: string;
  id?: string;
  result?: SubmissionResult<string[]>;
  saved?: string;
}

const ICONS: Record<ResourceKind, typeof Sailboat> = {
  boat: Sailboat,
  vehicle: Bus,
  room: DoorOpen,
  guide: UserRound,
};

/**
 * The operator's boats, vehicles, rooms and guides (decision 043): each boat, vehicle or room with its
 * seats and the tours whose overlapping departures share them; guides are put on departures from the
 * passenger list. Every form posts to the route's action and works without JavaScript.
 */
export function ResourcesScreen({ view, answer }: { view: ResourcesView; answer?: ResourcesAnswer }) {
  if ('failure' in view) return <LoadFailed title={m.resources_load_error()}>{view.failure}</LoadFailed>;
  const { resources, tours, guideMembers } = view.list;
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-700">{m.resources_page_intro()}</p>
      <div aria-live="polite">
        {answer?.saved && !answer.result?.error && <Banner tone="success">{m.resources_saved()}</Banner>}
      </div>
      {resources.length === 0 ? (
        <EmptyState icon={Sailboat} title={m.resources_page_title()}>
          {m.resources_empty()}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={m.resources_page_title()}>
          {resources.map((r) => (
            <li key={r.id}>
              <ResourceCard
                resource={r}
                tours={tours}
                members={guideMembers}
                answer={answer?.id === r.id ? answer : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <AddResource
        tours={tours}
        members={guideMembers}
        answer={answer?.intent === 'create' ? answer : undefined}
      />
    </div>
  );
}

function TourChoices({
  name,
  tours,
  chosen,
  legendId,
}: {
  name: string;
  tours: { id: string; title: string }[];
  chosen: string[];
  legendId: string;
}) {
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        {m.resources_field_tours()}
      </legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {tours.map((t) => (
          <label
            key={t.id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-slate-800"
          >
            <input
              type="checkbox"
              name={name}
              value={t.id}
              defaultChecked={chosen.includes(t.id)}
              className="size-5 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <span className="break-words">{t.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type GuideMember = ResourceList['guideMembers'][number];

/**
 * The staff account a guide signs in with (a guide-role member of the team), who then sees only the
 * departures this guide is on; the members of the team linked to no other guide, and this one's.
 */
function MemberChoice({ field, members }: { field: FieldMetadata<unknown>; members: GuideMember[] }) {
  return (
    <div>
      <SelectField
        field={field}
        label={m.resources_field_member()}
        options={[
          { value: '', label: m.resources_member_none() },
          ...members.map((p) => ({ value: p.userId, label: p.name })),
        ]}
      />
      <p className="mt-1 text-sm text-slate-600">{m.resources_member_hint()}</p>
    </div>
  );
}

function ResourceCard({
  resource: r,
  tours,
  members,
  answer,
}: {
  resource: Resource;
  tours: { id: string; title: string }[];
  members: GuideMember[];
  answer?: ResourcesAnswer;
}) {
  const [form, fields] = useSchemaForm(resourceBodySchema, {
    id: `resource-${r.id}`,
    lastResult: answer?.intent === 'update' ? answer.result : undefined,
    defaultValue: {
      kind: r.kind,
      name: r.name,
      capacity: String(r.capacity),
      memberUserId: r.member?.userId ?? '',
    },
  });
  const Icon = ICONS[r.kind];
  const titleId = `resource-${r.id}-title`;
  return (
    <section aria-labelledby={titleId} className={`${PANEL} space-y-4`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="flex items-center gap-2 text-lg font-semibold break-words text-slate-900"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {r.name}
          </h2>
          <p className="text-slate-700">
            {resourceKindText(r.kind)}
            {r.kind !== 'guide' && ` · ${m.resources_seats({ capacity: r.capacity })}`}
          </p>
          {r.member && (
            <p className="mt-1 text-sm break-words text-slate-600">
              {m.resources_member_of({ name: r.member.name })}
            </p>
          )}
          {r.kind !== 'guide' && (
            <p className="mt-1 text-sm break-words text-slate-600">
              {r.tours.length ? r.tours.map((t) => t.title).join(', ') : m.resources_no_tours()}
            </p>
          )}
        </div>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={r.id} />
          <button
            type="submit"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="size-5" />
            <span className="sr-only">{m.resources_delete({ name: r.name })}</span>
          </button>
        </Form>
      </div>
      <SchemaForm form={form} className="space-y-3" aria-label={r.name}>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={r.id} />
        <input type="hidden" name={fields.kind.name} value={r.kind} />
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <InputField field={fields.name} label={m.resources_field_name()} />
          {r.kind !== 'guide' ? (
            <InputField field={fields.capacity} label={m.resources_field_capacity()} type="number" min={1} />
          ) : (
            <input type="hidden" name={fields.capacity.name} value="1" />
          )}
        </div>
        {r.kind === 'guide' && <MemberChoice field={fields.memberUserId} members={members} />}
        {r.kind !== 'guide' && tours.length > 0 && (
          <TourChoices
            name={fields.tourIds.name}
            tours={tours}
            chosen={r.tours.map((t) => t.id)}
            legendId={`${titleId}-tours`}
          />
        )}
        <SubmitButton busyLabel={m.resources_save()} size="md" className="min-h-11">
          {m.resources_save()}
          <span className="sr-only"> {r.name}</span>
        </SubmitButton>
      </SchemaForm>
    </section>
  );
}

function AddResource({
  tours,
  members,
  answer,
}: {
  tours: { id: string; title: string }[];
  members: GuideMember[];
  answer?: ResourcesAnswer;
}) {
  const [form, fields] = useSchemaForm(resourceBodySchema, {
    id: 'add-resource',
    lastResult: answer?.result,
    defaultValue: { kind: 'boat', capacity: '12' },
  });
  // A guide has no seats and no tours: their fields go once it is chosen.
  const kind = fields.kind.value ?? 'boat';
  return (
    <section aria-labelledby="add-resource-title" className={`${PANEL} space-y-4`}>
      <h2 id="add-resource-title" className="text-lg font-semibold text-slate-900">
        {m.resources_add_title()}
      </h2>
      <SchemaForm form={form} className="space-y-3">
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr_8rem]">
          <SelectField
            field={fields.kind}
            label={m.resources_field_kind()}
            options={RESOURCE_KINDS.map((k) => ({ value: k, label: resourceKindText(k) }))}
          />
          <InputField field={fields.name} label={m.resources_field_name()} />
          {kind !== 'guide' && (
            <InputField field={fields.capacity} label={m.resources_field_capacity()} type="number" min={1} />
          )}
        </div>
        {kind !== 'guide' && tours.length > 0 && (
          <TourChoices name={fields.tourIds.name} tours={tours} chosen={[]} legendId="add-resource-tours" />
        )}
        {kind === 'guide' && <MemberChoice field={fields.memberUserId} members={members} />}
        <SubmitButton busyLabel={m.resources_add()} size="md" className="min-h-11">
          {m.resources_add()}
        </SubmitButton>
      </SchemaForm>
    </section>
  );
}
