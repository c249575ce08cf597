import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COURSE_DETAILS } from '@/data/course-details';
import { isBuiltInCourseId } from '@/features/classes/api/built-in-courses';
import { classesQuery } from '@/entities/class/classes';
import { loader } from '@/features/classes/pages/course-loader';
import { queryClient } from '@/lib/http/query-client';

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

  it("returns at once, having started the live classes' request, for a course that is not built in", () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    expect(visit('64c100000000000000000015')).toBeNull();
    expect(prefetch).toHaveBeenCalledWith(classesQuery);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on a built-in course', async () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    for (const course of COURSE_DETAILS) expect(visit(String(course.id))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('the built-in course ids', () => {
  it("take the route's text as it comes, and know no other course", () => {
    const first = String(COURSE_DETAILS[0]!.id);
    expect(isBuiltInCourseId(` ${first} `)).toBe(true);
    expect(isBuiltInCourseId('64c100000000000000000015')).toBe(false);
    expect(isBuiltInCourseId(undefined)).toBe(false);
    expect(isBuiltInCourseId('')).toBe(false);
  });
});
