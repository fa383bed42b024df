import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnnouncementAudience,
  AnnouncementDetail,
  AnnouncementForm,
  AnnouncementPreview,
  AnnouncementSummary,
} from '@voyage/domain';
import { api } from '../../../lib/api-client.ts';

const keys = {
  all: ['admin', 'announcements'] as const,
  list: (tripId: number) => [...keys.all, 'list', tripId] as const,
  detail: (id: string | null) => [...keys.all, 'detail', id] as const,
};

/** The trip's announcements with their delivery counts (docs/product/announcements.md). */
export function useAnnouncements(tripId: number) {
  return useQuery({
    queryKey: keys.list(tripId),
    queryFn: () => api.get<AnnouncementSummary[]>(`api/admin/announcements?trip_id=${tripId}`),
  });
}

/** One announcement with each recipient's delivery state; nothing while none is open. */
export function useAnnouncement(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api.get<AnnouncementDetail>(`api/admin/announcements/${id}`),
    enabled: id !== null,
  });
}

/** Who would receive an announcement to this audience, nothing written. */
export function usePreviewAnnouncement(tripId: number) {
  return useMutation({
    mutationFn: (audience: AnnouncementAudience) =>
      api.post<AnnouncementPreview>(`api/admin/announcements/preview?trip_id=${tripId}`, { audience }),
  });
}

export function useCreateAnnouncement(tripId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AnnouncementForm) =>
      api.post<AnnouncementSummary>(`api/admin/announcements?trip_id=${tripId}`, form),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCancelAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<AnnouncementSummary>(`api/admin/announcements/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
