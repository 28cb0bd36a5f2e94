package mock

import (
	"encoding/json"
	"strings"
)

// dryRunSearchTool is the tool whose offer marks a request of the engine's
// tools strategy.
const dryRunSearchTool = "context_search"

// dryRunSearchWords bounds the searches of the first turn.
const dryRunSearchWords = 8

// dryRunTools is the dry-run policy for an agent of the tools strategy (a
// request offering context_search). It follows the engine's conventions:
// every user message of such an agent ends with "Query: <the query>", and
// context_search answers with JSON holding "query", "total_matches" and
// "hits", each hit with the "line" it is on.
//
//   - While no search result follows the question: one context_search call
//     per query word (up to eight, as DryRunReply picks them), all in one
//     reply, case-insensitive, 20 hits each, lines only.
//   - Then: the answer, with no tool calls: "[mock] " + the hit line holding
//     the most distinct query words; ties go to the line whose words are
//     rarer in the context (the sum of 1/total_matches of its words), then
//     to the first found. "[mock] no line of the context matches the
//     query" when there is none.
func dryRunTools(req *chatRequest) action {
	words := queryWords(req.last(roleUser))
	asked := latestQuestion(req.Messages)
	type result struct {
		Query        string `json:"query"`
		TotalMatches int    `json:"total_matches"`
		Hits         []struct {
			Line string `json:"line"`
		} `json:"hits"`
	}
	searched := false
	total := map[string]int{}
	var lines []string
	for _, m := range req.Messages[asked:] {
		if m.Role != "tool" {
			continue
		}
		var r result
		if json.Unmarshal([]byte(m.Content), &r) != nil || r.Hits == nil {
			continue
		}
		searched = true
		total[strings.ToLower(r.Query)] += r.TotalMatches
		for _, h := range r.Hits {
			lines = append(lines, h.Line)
		}
	}
	if !searched && len(words) > 0 {
		a := action{reply: "[mock] Dry-run policy, not a real model: searching the context for the query's words.", dryRun: true}
		for _, w := range words[:min(len(words), dryRunSearchWords)] {
			args, _ := json.Marshal(map[string]any{"query": w, "limit": 20, "window_bytes": 0})
			a.toolCalls = append(a.toolCalls, ToolCall{Name: dryRunSearchTool, Arguments: args})
		}
		return a
	}
	best, bestN, bestW := "", 0, 0.0
	for _, line := range lines {
		low := strings.ToLower(line)
		n, weight := 0, 0.0
		for _, w := range words {
			if strings.Contains(low, w) {
				n++
				weight += 1 / float64(max(1, total[w]))
			}
		}
		if n > bestN || (n == bestN && n > 0 && weight > bestW) {
			best, bestN, bestW = line, n, weight
		}
	}
	if bestN == 0 {
		return action{reply: "[mock] no line of the context matches the query", dryRun: true}
	}
	return action{reply: "[mock] " + strings.TrimSpace(best), dryRun: true}
}
