import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { JOBS_QUERY_KEY } from '@/lib/api/jobs';
import { ApiError } from '@/lib/errors';
import { request } from '@/lib/http';
import type { JobPayload } from '../post-job-form';

/** 201 `{ success: true, message, job }`; a 2xx that says `success: false` is still a refusal. */
const createJobResponse = z.looseObject({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  job: z.optional(z.unknown()),
});

export async function createJob(payload: JobPayload): Promise<string> {
  const body = await request({
    method: 'POST',
    url: 'v1/jobs/create',
    data: payload,
    schema: createJobResponse,
    auth: true,
  });
  if (body.success === false) throw new ApiError(body.message || body.error || '', 200, body);
  return body.message ?? '';
}

/** Posts the vacancy; on success the board is fetched again so the new job shows. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
