import { Button, Container, Paper, Stack, Text } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { t } from "../../i18n";

interface Props {
  /** What the member reads when the data could not be loaded (a SPEC §8 message where there is one). */
  message: string;
  /** False when the boundary already sits inside a page's container. */
  contained?: boolean;
  children: ReactNode;
}

/**
 * Convex's useQuery throws a failed query during render; this shows the page's own failure message with a
 * reload instead of a blank screen. A reload, not a reset: the failed subscription would throw again.
 */
export class QueryErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const notice = (
      <Paper withBorder p="lg" role="alert">
        <Stack align="flex-start">
          <Text size="lg">{this.props.message}</Text>
          <Button onClick={() => window.location.reload()}>{t("common.tryAgain")}</Button>
        </Stack>
      </Paper>
    );
    return this.props.contained === false ? (
      notice
    ) : (
      <Container size="sm" py="xl">
        {notice}
      </Container>
    );
  }
}
