import "@testing-library/jest-dom/vitest";
import { notifications } from "@mantine/notifications";
import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { accountCopy } from "@matrimony/shared/copy/account";
import { interestsCopy } from "@matrimony/shared/copy/interests";
import { landingCopy } from "@matrimony/shared/copy/landing";
import { memberCopy } from "@matrimony/shared/copy/member";
import { privacyCopy } from "@matrimony/shared/copy/privacy";
import { verificationCopy } from "@matrimony/shared/copy/verification";
import { idCheckCopy } from "@matrimony/shared/copy/idCheck";
import { notificationsCopy } from "@matrimony/shared/copy/notifications";
import { conversationsCopy } from "@matrimony/shared/copy/conversations";
import { conversationErrorsCopy } from "@matrimony/shared/copy/conversationErrors";
import { publicCopy } from "@matrimony/shared/copy/public";
import { safetyCopy } from "@matrimony/shared/copy/safety";
import { subscriptionCopy } from "@matrimony/shared/copy/subscription";
import { installJsdomStubs } from "@matrimony/shared/test/jsdomStubs";
import { i18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { addCopy, setLanguage } from "../i18n";
import { convex } from "./fakeConvex";

// Pages are rendered directly in tests, not through the router that loads their copy: their English copy
// is added as text, which Lingui's compiler (build-time in the app) compiles here.
i18n.setMessagesCompiler(compileMessage);
addCopy({ ...landingCopy, ...publicCopy, ...accountCopy, ...memberCopy, ...subscriptionCopy });
addCopy({ ...interestsCopy });
addCopy({ ...safetyCopy });
addCopy({ ...privacyCopy });
addCopy({ ...verificationCopy });
addCopy({ ...idCheckCopy });
addCopy({ ...notificationsCopy });
addCopy({ ...conversationsCopy, ...conversationErrorsCopy });

// jsdom lacks what Mantine measures with (its docs' test setup).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
installJsdomStubs();

// Mantine's notifications live in a module-level store: clear it so one test's toast never shows in the next.
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
});

// The convex/react fake (test/fakeConvex.ts) is one instance per file: each test starts from a fresh one.
// Every test starts in English with no remembered choice.
beforeEach(async () => {
  convex.reset();
  await setLanguage("en");
  localStorage.clear();
});
