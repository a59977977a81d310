/**
 * The shape of `GET /api/config`, shared with the SPA (type only: no Worker code reaches
 * the client bundle).
 */
export type PublicConfig = {
  environment: string;
  googleMapsApiKey: string | null;
};
