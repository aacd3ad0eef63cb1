// Every media and file URL of the dataset points at the mock stack (engineer B serves them).
//
// URL scheme (all under http://127.0.0.1:4010):
//   /__mock/media/avatar/<entity>-<id>.svg   avatars; entity: user, account, brand
//   /__mock/media/thumb/<kind>-<id>.svg      thumbnails; kind: post, content, account
//   /__mock/media/logo/<name>.svg            logos and icons; name: company-<slug>,
//                                            network-<slug>, network-<slug>-dark, app-<id>, guide-<id>
//   /__mock/media/sample.jpg                 any photo (media files of photo posts)
//   /__mock/media/sample.mp4                 any video (media files of video posts)
//   /__mock/media/sample.pdf                 any PDF shown inline (contracts, guides)
//   /__mock/files/<name>.pdf|csv             downloads; name: contract-<accountUuid>-signed,
//                                            contract-<accountUuid>-<lang>, campaign-contract-<id>,
//                                            document-<id>, guide-<id>,
//                                            combined-video-report-<earningId>,
//                                            video-revenue-report-<channelId>-<YYYY-MM>
// Every <...> part matches [A-Za-z0-9_-]+ (no dots, no slashes).

export const MOCK = 'http://127.0.0.1:4010';

export const media = {
  /** Avatar of a user, an account or a brand. */
  avatar: (entity, id) => `${MOCK}/__mock/media/avatar/${entity}-${id}.svg`,
  /** Thumbnail of a post, submitted content or account. */
  thumb: (kind, id) => `${MOCK}/__mock/media/thumb/${kind}-${id}.svg`,
  /** A logo or icon. */
  logo: (name) => `${MOCK}/__mock/media/logo/${name}.svg`,
  image: `${MOCK}/__mock/media/sample.jpg`,
  video: `${MOCK}/__mock/media/sample.mp4`,
  pdf: `${MOCK}/__mock/media/sample.pdf`,
  /** A download: `name` without extension, `ext` pdf or csv. */
  file: (name, ext = 'pdf') => `${MOCK}/__mock/files/${name}.${ext}`,
};
