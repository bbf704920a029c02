/**
 * ID and photo (selfie) verification by staff, on the "Verify my profile" page (/verification):
 * the member sends a photo of an ID document or a selfie; staff compare it with the profile and decide.
 * Also the server's refusals for these uploads (the app shows them by key).
 */
export const idCheckCopy = {
  // The ID section
  "idCheck.idTitle": "ID document",
  "idCheck.idIntro":
    "Send a clear photo of one ID document. Staff check that the name and date of birth match your profile, and that the face matches your photos.",
  "idCheck.documentType": "Document",
  "idCheck.documentTypePlaceholder": "Choose the document",
  "idCheck.docAadhaar": "Aadhaar card",
  "idCheck.docPan": "PAN card",
  "idCheck.docPassport": "Passport",
  "idCheck.docVoterId": "Voter ID card",
  "idCheck.docDrivingLicence": "Driving licence",
  "idCheck.chooseDocumentFirst": "Choose the document first.",
  "idCheck.uploadId": "Upload a photo of the document",

  // The selfie section
  "idCheck.photoTitle": "Photo (selfie)",
  "idCheck.photoIntro":
    "Take a selfie now, facing the camera in good light. Staff compare it with your profile photos.",
  "idCheck.takeSelfie": "Take a selfie",
  "idCheck.needProfilePhoto": "Add a profile photo first: staff compare your selfie with it.",
  "idCheck.addPhotos": "Add photos",

  // What happens to the file (both sections)
  "idCheck.privacyNote":
    "Only our staff see this file. It is deleted as soon as they decide; we keep only the document type, the decision and its date.",
  "idCheck.numberWarning":
    "Never write your Aadhaar or any document number anywhere on the site, in your profile or in messages.",

  // The state
  "idCheck.stateNone": "Not sent yet",
  "idCheck.stateWaiting": "Waiting for staff to check it (sent on {date})",
  "idCheck.stateApproved": "Verified on {date}",
  "idCheck.stateRejected": "Not verified: {reason}",
  "idCheck.stateRevokedId":
    "No longer verified: your name or date of birth changed after the check. Please send the document again.",
  "idCheck.stateRevokedPhoto": "No longer verified: a photo was added after the check. Please take a new selfie.",
  "idCheck.sendAgain": "You can send a new photo.",
  "idCheck.replaceHint": "Sent the wrong photo? Send another one: it replaces the first.",
  "idCheck.uploading": "Sending the photo...",
  "idCheck.sent": "Sent. Staff will check it soon.",
  "idCheck.networkFailed": "Please check your internet connection and try again.",
  "idCheck.sendFailed": "The photo could not be sent: {error}",

  // The server's refusals
  "idCheck.errorNotImage": "Send a photo (JPG, PNG or WebP).",
  "idCheck.errorTooLarge": "The photo can be at most 5 MB.",
  "idCheck.errorDocumentType": "Choose which document this is.",
  "idCheck.errorAlreadyVerified": "This is already verified.",
  "idCheck.errorNoProfilePhoto": "Add a profile photo before you send a selfie.",
  "idCheck.errorNotFound": "This file was not found. Please upload it again.",
  "idCheck.errorRateLimited": "Too many uploads. Please try again in {wait}.",
} as const;
