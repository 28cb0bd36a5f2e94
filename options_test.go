package rlm

import (
	"testing"
	"time"

	"github.com/rlm-go/rlm/internal/engineflags"
	"github.com/rlm-go/rlm/loop"
)

// Zero Options take the commands' defaults; negative retries and agent
// caps mean none, as the flags' 0 does.
func TestOptionsSettings(t *testing.T) {
	def := engineflags.New()
	for _, tc := range []struct {
		name  string
		opts  Options
		check func(*engineflags.Engine) bool
	}{
		{"zero is the defaults", Options{}, func(s *engineflags.Engine) bool {
			return s.MaxIterations == def.MaxIterations && s.MaxDepth == def.MaxDepth && s.EvalTimeout == def.EvalTimeout &&
				s.Endpoint.Retries == def.Endpoint.Retries && s.Endpoint.RequestTimeout == def.Endpoint.RequestTimeout &&
				s.MaxConcurrentAgents == loop.DefaultMaxConcurrentAgents && s.Eval == "auto" && s.CompactAt == loop.DefaultCompactAt &&
				s.Strategy == engineflags.StrategyREPL
		}},
		{"tools strategy", Options{Strategy: "tools"}, func(s *engineflags.Engine) bool { return s.Strategy == engineflags.StrategyTools }},
		{"negative retries mean none", Options{Retries: -1}, func(s *engineflags.Engine) bool { return s.Endpoint.Retries == 0 }},
		{"no agent cap", Options{MaxConcurrentAgents: -1}, func(s *engineflags.Engine) bool { return s.MaxConcurrentAgents == 0 }},
		{"values pass through", Options{MaxDepth: 2, EvalTimeout: time.Second, Timeout: time.Minute, Eval: "go"}, func(s *engineflags.Engine) bool {
			return s.MaxDepth == 2 && s.EvalTimeout == time.Second && s.Budget.MaxWallClock == time.Minute && s.Eval == "go"
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if s := tc.opts.settings(); !tc.check(s) {
				t.Fatalf("settings %+v", s)
			}
		})
	}
}
