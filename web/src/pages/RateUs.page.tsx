import { Container, Title } from "@mantine/core";

// Placeholder until this page is built.
export default function RateUsPage() {
  return (
    <Container py="xl">
      <Title>RateUs</Title>
    </Container>
  );
}
