/** Profile completion (SPEC §4, §9): 75% without a photo, 100% with at least one. */
export function profileCompletion(photoCount: number): 75 | 100 {
  return photoCount > 0 ? 100 : 75;
}

/** The home page offers photo upload only while completion is 75%. */
export function showsPhotoUpload(completion: number): boolean {
  return completion === 75;
}
