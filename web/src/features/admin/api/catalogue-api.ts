import type { BodyIn, Endpoints } from '@darsak/common/contracts';
import { call } from '@/lib/api-client';
import type { ListParams } from './admin-api';

const csrf = { csrf: true } as const;

export type CourseBody = BodyIn<Endpoints['POST /api/admin/courses']>;
export type CoursePatch = BodyIn<Endpoints['PATCH /api/admin/courses/:id']>;
export type CategoryBody = BodyIn<Endpoints['POST /api/admin/categories']>;
export type TutorBody = BodyIn<Endpoints['POST /api/admin/tutors']>;
export type TutorPatch = BodyIn<Endpoints['PATCH /api/admin/tutors/:id']>;
export type CategoryPatch = BodyIn<Endpoints['PATCH /api/admin/categories/:id']>;
export type DeliveryBody = BodyIn<Endpoints['PUT /api/admin/courses/:id/delivery']>;

/**
 * The catalogue's calls in the back office (issue 18, decision 071), each through its contract
 * (common/src/contracts/admin-catalogue.ts). Every write is a CSRF-checked POST, PATCH, PUT or DELETE.
 */
export const catalogueApi = {
  courses: (query: ListParams) => call('GET /api/admin/courses', { query }),
  course: (id: number) => call('GET /api/admin/courses/:id', { params: { id } }),
  createCourse: (body: CourseBody) => call('POST /api/admin/courses', { body }, csrf),
  updateCourse: (id: number, body: CoursePatch) => call('PATCH /api/admin/courses/:id', { params: { id }, body }, csrf),
  archiveCourse: (id: number) => call('POST /api/admin/courses/:id/archive', { params: { id } }, csrf),
  restoreCourse: (id: number) => call('POST /api/admin/courses/:id/restore', { params: { id } }, csrf),

  categories: (query: ListParams) => call('GET /api/admin/categories', { query }),
  createCategory: (body: CategoryBody) => call('POST /api/admin/categories', { body }, csrf),
  updateCategory: (id: number, body: CategoryPatch) => call('PATCH /api/admin/categories/:id', { params: { id }, body }, csrf),

  tutors: (query: ListParams) => call('GET /api/admin/tutors', { query }),
  tutor: (id: number) => call('GET /api/admin/tutors/:id', { params: { id } }),
  createTutor: (body: TutorBody) => call('POST /api/admin/tutors', { body }, csrf),
  updateTutor: (id: number, body: TutorPatch) => call('PATCH /api/admin/tutors/:id', { params: { id }, body }, csrf),
  archiveTutor: (id: number) => call('POST /api/admin/tutors/:id/archive', { params: { id } }, csrf),
  restoreTutor: (id: number) => call('POST /api/admin/tutors/:id/restore', { params: { id } }, csrf),
  /** Multipart field `photo`: the server judges the bytes and re-encodes (decision 071). */
  uploadTutorPhoto: (id: number, file: File, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('photo', file);
    return call('POST /api/admin/tutors/:id/photo', { params: { id }, body: form }, { ...csrf, onUploadProgress: onProgress });
  },
  /** What a course delivers (issue 21, decision 079): its materials, links and lecture schedule. */
  materials: (id: number) => call('GET /api/admin/courses/:id/materials', { params: { id } }),
  /** Multipart fields `title` and `file`: the server judges the file by its bytes, as CVs are. */
  uploadMaterial: (id: number, title: string, file: File, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('title', title);
    form.append('file', file);
    return call('POST /api/admin/courses/:id/materials', { params: { id }, body: form }, { ...csrf, onUploadProgress: onProgress });
  },
  deleteMaterial: (id: number, materialId: number) =>
    call('DELETE /api/admin/courses/:id/materials/:materialId', { params: { id, materialId } }, csrf),
  delivery: (id: number) => call('GET /api/admin/courses/:id/delivery', { params: { id } }),
  updateDelivery: (id: number, body: DeliveryBody) => call('PUT /api/admin/courses/:id/delivery', { params: { id }, body }, csrf),
  /** A tutor's packages of hours (decision 086): hours fixed once created; the price changes, archived takes it off sale. */
  tutorPackages: (id: number) => call('GET /api/admin/tutors/:id/packages', { params: { id } }),
  createTutorPackage: (id: number, body: { hours: number | string; price: string }) =>
    call('POST /api/admin/tutors/:id/packages', { params: { id }, body }, csrf),
  updateTutorPackage: (id: number, packageId: number, body: { price?: string; archived?: boolean }) =>
    call('PATCH /api/admin/tutors/:id/packages/:packageId', { params: { id, packageId }, body }, csrf),
  tutorFromApplication: (applicationId: string) => call('POST /api/admin/applications/:id/tutor', { params: { id: applicationId } }, csrf),
};
