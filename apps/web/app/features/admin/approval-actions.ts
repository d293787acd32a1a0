import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOr } from '~/features/auth/auth-client';
import { adminSend } from './admin-api';

type Entity = 'merchants' | 'tours';
interface Row {
  id: string;
  status: string;
}
type ListData<T> = Record<string, unknown> & { total: number; pendingCount: number } & Partial<
    Record<Entity, T[]>
  >;

export type ApprovalAction = 'approve' | 'reject' | 'activate' | 'deactivate';

export const listKey = (entity: Entity) => ['admin', entity, 'list'] as const;
export const detailKey = (entity: Entity, id: string) => ['admin', entity, 'detail', id] as const;

/**
 * Approve, reject, activate and deactivate for merchants or tours. Each call returns the updated
 * row, which replaces the row in every cached list page and in the cached detail (spec section 4:
 * "the row updates locally after success"); the pending counter follows.
 */
export function useApprovalActions<T extends Row>(
  entity: Entity,
  failures: { approval: string; status: string },
  onDone: (result: { ok: true; row: T; action: ApprovalAction } | { ok: false; message: string }) => void,
) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ id: string; action: ApprovalAction } | null>(null);

  const applyRow = (row: T) => {
    queryClient.setQueriesData<ListData<T>>({ queryKey: listKey(entity) }, (old) => {
      const rows = old?.[entity];
      if (!old || !rows) return old;
      const previous = rows.find((r) => r.id === row.id);
      if (!previous) return old;
      const wasPending = previous.status === 'pending_approval' ? 1 : 0;
      const isPending = row.status === 'pending_approval' ? 1 : 0;
      return {
        ...old,
        [entity]: rows.map((r) => (r.id === row.id ? { ...r, ...row } : r)),
        pendingCount: Math.max(0, old.pendingCount - wasPending + isPending),
      };
    });
    queryClient.setQueryData<T>(detailKey(entity, row.id), (old) => (old ? { ...old, ...row } : old));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };

  const mutation = useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: ApprovalAction; reason?: string }) => {
      if (action === 'approve' || action === 'reject') {
        const body = action === 'approve' ? { approved: true } : { approved: false, reason };
        return adminSend<T>('PATCH', `${entity}/${id}/approve`, body);
      }
      return adminSend<T>('PATCH', `${entity}/${id}/status`, { active: action === 'activate' });
    },
    onMutate: ({ id, action }) => setBusy({ id, action }),
    onSettled: () => setBusy(null),
    onSuccess: (row, { action }) => {
      applyRow(row);
      onDone({ ok: true, row, action });
    },
    onError: (error, { action }) => {
      const fallback = action === 'approve' || action === 'reject' ? failures.approval : failures.status;
      // The spec's message first; a reason the server gave (e.g. a missing licence) after it.
      const detail = messageOr(error, '');
      onDone({ ok: false, message: detail && detail !== fallback ? `${fallback} ${detail}` : fallback });
    },
  });

  return {
    busy,
    run: (id: string, action: ApprovalAction, reason?: string) =>
      mutation.mutateAsync({ id, action, reason }).then(
        () => true,
        () => false,
      ),
  };
}
