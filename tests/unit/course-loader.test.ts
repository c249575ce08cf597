import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_DETAILS } from '@/data/course-details';
import { classesQuery } from '@/features/classes/api/use-classes';
import { loader } from '@/features/classes/pages/course-loader';
import { queryClient } from '@/lib/api/query-client';

const visit = (id: string) =>
  loader({
    params: { category: 'digital-marketing', title: 'a-course', id },
    request: new Request(`http://localhost/classes/digital-marketing/a-course/${id}`),
  } as unknown as LoaderFunctionArgs);

describe("a course page's loader", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it("returns at once, and starts the live classes' request for a course that is not built in", async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    expect(visit('64c100000000000000000015')).toBeNull();
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(classesQuery));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on a built-in course', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    for (const course of COURSE_DETAILS) visit(String(course.id));
    // The catalogue has answered every visit once one made after them has started its request.
    visit('64c100000000000000000015');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });
});
