import { Container, Text } from "@mantine/core";

/** A member page's one-line answer in place of its content (signed out, no profile), announced as an alert. */
export function PageNotice({ text }: { text: string }) {
  return (
    <Container size="sm" py="xl">
      <Text size="lg" role="alert">
        {text}
      </Text>
    </Container>
  );
}
