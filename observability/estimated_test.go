package observability

import (
	"io"
	"strings"
	"testing"

	"github.com/rlm-go/rlm/event"
)

// Usage a server did not report reaches the page marked as estimated: in
// the run and agent summaries, in the iteration cards, and in what the
// page's script shows.
func TestEstimatedUsageIsMarkedForThePage(t *testing.T) {
	evs := []event.Event{
		{RunID: "r", AgentID: "root", Kind: event.AgentStart, Data: event.AgentStartData{Query: "q"}},
		{RunID: "r", AgentID: "root", Iteration: 1, Kind: event.LLMStop,
			Data: event.LLMStopData{InputTokens: 100, OutputTokens: 5, UsageEstimated: true}},
		{RunID: "r", AgentID: "root", Iteration: 2, Kind: event.LLMStop,
			Data: event.LLMStopData{InputTokens: 10, OutputTokens: 1}},
	}
	run, agents := Summarize(evs)
	if !run.UsageEstimated || len(agents) == 0 || !agents[0].UsageEstimated {
		t.Fatalf("summaries do not say the usage is estimated: run %+v agents %+v", run, agents)
	}
	cards := IterationCards(evs, "root")
	if len(cards) != 2 || !cards[0].UsageEstimated || cards[1].UsageEstimated {
		t.Fatalf("cards: want the first estimated, the second counted: %+v", cards)
	}
	_, srv := newTestServer(t, ServerOptions{Memory: NewMemory(MemoryOptions{})})
	resp, err := srv.Client().Get(srv.URL + "/static/app.js")
	if err != nil {
		t.Fatal(err)
	}
	js, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, field := range []string{"usage_estimated", "cost_estimated"} {
		if !strings.Contains(string(js), field) {
			t.Errorf("the page's script never reads %s", field)
		}
	}
}
