import type { AreaLabels } from '../../flows/labels';
import { labelsFor } from '../../flows/labels';
import type { verificationMachine } from './verification.machine';

/** Plain-language words for the diagrams of account verification, by machine id then event type. */
export const verificationLabels: AreaLabels = {
  verification: labelsFor<typeof verificationMachine>({
    events: {
      PICK: 'The member picks an image for one side of the ID',
      RETRY: 'The member taps Retry after the state failed to load',
      RETRY_UPLOAD: 'The member taps Retry after an upload failed',
      SUBMIT: 'The member taps Submit for review',
      REFRESH: 'The member taps Check again',
    },
    actors: {
      loadVerification: 'the verification state',
      uploadDocument: 'the ID image upload',
      submitVerification: 'the submit for review',
    },
    guards: {
      isUnderReview: 'the documents are under review',
      isVerified: 'the account is verified',
      refusedHere: 'the image is not a png or jpg, is empty or is larger than 5 MB',
      hasFailedUpload: 'an image failed to upload',
      documentsMissing: 'the front or back of the ID is missing',
      imageRefusedByServer: 'the server refuses the image (its bytes)',
      changedElsewhere: 'the state changed meanwhile (submitted or decided)',
      missingByServer: 'the server says images are missing',
    },
  }),
};
