/** User-center data that is not stored per record: defaults and the enterprise certification facts. */
import type { ConsoleProfile } from "~/lib/content/console-schema";

/** The profile shown for an account that never saved one. */
export function defaultProfile(
  username: string,
  displayName: string,
): Omit<ConsoleProfile, "id" | "createtime" | "updatetime"> {
  return {
    username,
    name: displayName || username,
    avatar: "",
    job: "",
    jobName: "",
    organization: "",
    organizationName: "",
    location: "",
    locationName: "",
    email: "",
    introduction: "",
    personalWebsite: "",
    phone: "",
    registrationDate: "",
    accountId: "",
    certification: 0,
    nickname: "",
    countryRegion: "",
    area: "",
    address: "",
  };
}

/** The enterprise real-name certification facts (docs/product.md §3), shown on the certification tab. */
export const ENTERPRISE_CERTIFICATION = {
  accountType: "enterprise",
  status: 1,
  time: "2025-12-28 10:00:00",
  legalPerson: "王**",
  certificateType: "idCard",
  authenticationNumber: "37**************28",
  enterpriseName: "智慧文旅科技有限公司",
  enterpriseCertificateType: "businessLicense",
  organizationCode: "9137****MA3U******",
} as const;
