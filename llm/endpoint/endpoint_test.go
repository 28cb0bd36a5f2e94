package endpoint

import (
	"context"
	"strings"
	"testing"
)

func TestOpen(t *testing.T) {
	env := map[string]string{}
	getenv := func(k string) string { return env[k] }
	for _, tc := range []struct {
		name     string
		ep       Endpoint
		env      map[string]string
		settings string // want a SettingsError mentioning this; "" for success
		mock     bool
	}{
		{name: "no model", settings: "no model"},
		{name: "not a URL", ep: Endpoint{Model: "m", BaseURL: "ftp://x"}, settings: "not an http(s) URL"},
		{name: "remote without key", ep: Endpoint{Model: "m", BaseURL: "https://example.com/v1"}, settings: "no API key"},
		{name: "key from the environment", ep: Endpoint{Model: "m", BaseURL: "https://example.com/v1"}, env: map[string]string{"OPENAI_API_KEY": "k"}},
		{name: "loopback needs no key", ep: Endpoint{Model: "m", BaseURL: "http://127.0.0.1:9/v1"}},
		{name: "script without mock", ep: Endpoint{Model: "m", MockScript: "x.json"}, settings: "--mock-script"},
		{name: "mock", ep: Endpoint{Model: MockModel}, mock: true},
		{name: "model from the environment", env: map[string]string{"RLM_MODEL": MockModel}, mock: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env = tc.env
			o, err := tc.ep.Open(context.Background(), getenv)
			if tc.settings != "" {
				if !IsSettings(err) || !strings.Contains(err.Error(), tc.settings) {
					t.Fatalf("err %v, want a SettingsError mentioning %q", err, tc.settings)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer o.Close()
			if o.IsMock != tc.mock || o.Client == nil || o.SubModel != o.Model {
				t.Fatalf("opened %+v, want mock %v", o, tc.mock)
			}
			if tc.mock && !strings.HasPrefix(o.BaseURL, "http://127.0.0.1:") {
				t.Fatalf("mock base URL %q is not on loopback", o.BaseURL)
			}
		})
	}
}
