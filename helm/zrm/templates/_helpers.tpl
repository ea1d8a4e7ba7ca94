{{/* Name of the release's objects: "<release>-zrm", or the release name when it holds "zrm". */}}
{{- define "zrm.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Labels of every object; call with (dict "root" $ "component" "core"). */}}
{{- define "zrm.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" }}
{{ include "zrm.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: zrm
{{- end -}}

{{- define "zrm.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Image of a component: <registry>/<prefix>-<component>:<tag>. */}}
{{- define "zrm.image" -}}
{{- $image := .root.Values.image -}}
{{- $tag := default .root.Chart.AppVersion $image.tag -}}
{{- if $image.registry -}}{{ $image.registry }}/{{- end -}}{{ $image.prefix }}-{{ .component }}:{{ $tag }}
{{- end -}}

{{- define "zrm.secretName" -}}
{{- default (printf "%s-secrets" (include "zrm.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* postgres://user:password@host:port/<database><params> */}}
{{- define "zrm.databaseUrl" -}}
{{- $pg := .root.Values.postgres -}}
{{- $auth := urlquery $pg.user -}}
{{- if $pg.password -}}{{- $auth = printf "%s:%s" $auth (urlquery $pg.password) -}}{{- end -}}
{{- printf "postgres://%s@%s:%v/%s%s" $auth $pg.host $pg.port .database $pg.params -}}
{{- end -}}

{{/* Pod-level settings shared by every Deployment. */}}
{{- define "zrm.podSpecCommon" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
automountServiceAccountToken: false
{{- end -}}

{{/* Telemetry variables of a process; call with (dict "root" $ "prefix" "ZRM_CORE"). */}}
{{- define "zrm.telemetryEnv" -}}
- name: {{ .prefix }}__TELEMETRY__LOG_FILTER
  value: {{ .root.Values.telemetry.logFilter | quote }}
{{- if .root.Values.telemetry.otlpEndpoint }}
- name: {{ .prefix }}__TELEMETRY__OTLP_ENDPOINT
  value: {{ .root.Values.telemetry.otlpEndpoint | quote }}
{{- end }}
{{- end -}}

{{/* Extra variables from a map, sorted by name. */}}
{{- define "zrm.extraEnv" -}}
{{- range $key, $value := . }}
- name: {{ $key }}
  value: {{ $value | quote }}
{{- end }}
{{- end -}}

{{/* A variable read from the chart's Secret; call with (dict "root" $ "name" "X" "key" "k"). */}}
{{- define "zrm.secretEnv" -}}
- name: {{ .name }}
  valueFrom:
    secretKeyRef:
      name: {{ include "zrm.secretName" .root }}
      key: {{ .key }}
{{- end -}}

{{/* SMTP settings of the messaging service: the sandbox sink when it is enabled. */}}
{{- define "zrm.smtpEnv" -}}
{{- if .Values.sandbox.enabled }}
- name: ZRM_MESSAGING__SMTP__HOST
  value: {{ printf "%s-sandbox" (include "zrm.fullname" .) | quote }}
- name: ZRM_MESSAGING__SMTP__PORT
  value: {{ .Values.sandbox.smtpPort | quote }}
- name: ZRM_MESSAGING__SMTP__TLS
  value: "none"
{{- else }}
- name: ZRM_MESSAGING__SMTP__HOST
  value: {{ .Values.smtp.host | quote }}
- name: ZRM_MESSAGING__SMTP__PORT
  value: {{ .Values.smtp.port | quote }}
- name: ZRM_MESSAGING__SMTP__TLS
  value: {{ .Values.smtp.tls | quote }}
- name: ZRM_MESSAGING__SMTP__USERNAME
  value: {{ .Values.smtp.username | quote }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_MESSAGING__SMTP__PASSWORD" "key" "smtp-password") }}
{{- end }}
- name: ZRM_MESSAGING__SMTP__FROM
  value: {{ .Values.smtp.from | quote }}
{{- end -}}

{{/* SMS settings of the messaging service: the sandbox's 46elks simulator when it is enabled. */}}
{{- define "zrm.smsEnv" -}}
- name: ZRM_MESSAGING__SMS__DELIVERY_REPORT_URL
  value: {{ .Values.sms.deliveryReportUrl | quote }}
{{- if .Values.sandbox.enabled }}
- name: ZRM_MESSAGING__SMS__PROVIDER__BASE_URL
  value: {{ printf "http://%s-sandbox:%v/a1" (include "zrm.fullname" .) .Values.sandbox.httpPort | quote }}
- name: ZRM_MESSAGING__SMS__PROVIDER__USERNAME
  value: "u_sandbox"
- name: ZRM_MESSAGING__SMS__PROVIDER__PASSWORD
  value: "sandbox-password"
{{- else }}
- name: ZRM_MESSAGING__SMS__PROVIDER__BASE_URL
  value: {{ .Values.sms.baseUrl | quote }}
- name: ZRM_MESSAGING__SMS__PROVIDER__USERNAME
  value: {{ .Values.sms.username | quote }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_MESSAGING__SMS__PROVIDER__PASSWORD" "key" "sms-provider-password") }}
{{- end }}
{{- end -}}

{{/* Providers of kdlt's checks: the sandbox's simulators when it is enabled. */}}
{{- define "zrm.checksEnv" -}}
{{- $sandbox := printf "http://%s-sandbox:%v" (include "zrm.fullname" .) .Values.sandbox.httpPort -}}
{{- $checks := .Values.checks -}}
- name: ZRM_KDLT__CREDIT_CHECK__BASE_URL
  value: {{ ternary (printf "%s/credit-check" $sandbox) $checks.creditCheck.baseUrl .Values.sandbox.enabled | quote }}
- name: ZRM_KDLT__PEP__BASE_URL
  value: {{ ternary (printf "%s/screening" $sandbox) $checks.pep.baseUrl .Values.sandbox.enabled | quote }}
- name: ZRM_KDLT__DEBT_REGISTER__AUTH_URL
  value: {{ ternary (printf "%s/nogi" $sandbox) $checks.debtRegister.authUrl .Values.sandbox.enabled | quote }}
- name: ZRM_KDLT__DEBT_REGISTER__API_URL
  value: {{ ternary (printf "%s/nogi" $sandbox) $checks.debtRegister.apiUrl .Values.sandbox.enabled | quote }}
- name: ZRM_KDLT__DEBT_REGISTER__CLIENT_ID
  value: {{ ternary "sandbox-nogi-client" $checks.debtRegister.clientId .Values.sandbox.enabled | quote }}
{{- if .Values.sandbox.enabled }}
- name: ZRM_KDLT__CREDIT_CHECK__API_KEY
  value: "sandbox-credit-check-key"
- name: ZRM_KDLT__PEP__API_KEY
  value: "sandbox-pep-key"
- name: ZRM_KDLT__DEBT_REGISTER__CLIENT_SECRET
  value: "sandbox-nogi-secret"
{{- else }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_KDLT__CREDIT_CHECK__API_KEY" "key" "credit-check-api-key") }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_KDLT__PEP__API_KEY" "key" "pep-api-key") }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_KDLT__DEBT_REGISTER__CLIENT_SECRET" "key" "debt-register-client-secret") }}
{{- end }}
{{- end }}

{{/* The insurance service's payment providers and the key of its links' encrypted ids: the
sandbox's simulators when it is enabled. */}}
{{- define "zrm.paymentsEnv" -}}
{{- $sandbox := printf "http://%s-sandbox" (include "zrm.fullname" .) -}}
{{- $payments := .Values.payments -}}
{{- /* The simulated APIs at the host root of their own ports, as the real ones are. */}}
- name: ZRM_INSURANCE__GOCARDLESS__BASE_URL
  value: {{ ternary (printf "%s:%v" $sandbox .Values.sandbox.gocardlessPort) $payments.gocardless.baseUrl .Values.sandbox.enabled | quote }}
- name: ZRM_INSURANCE__VIPPS__BASE_URL
  value: {{ ternary (printf "%s:%v" $sandbox .Values.sandbox.vippsPort) $payments.vipps.baseUrl .Values.sandbox.enabled | quote }}
- name: ZRM_INSURANCE__INSURANCE__LIFE_DEFAULT_AMOUNT
  value: {{ .Values.insurance.lifeDefaultAmount | quote }}
{{- /* Billing's today: the sandbox's billing test clock with the sandbox, the system clock otherwise. */}}
- name: ZRM_INSURANCE__INSURANCE__BILLING_CLOCK_URL
  value: {{ ternary (printf "%s/sandbox/billing-clock" $sandbox) "" .Values.sandbox.enabled | quote }}
- name: ZRM_INSURANCE__INSURANCE__BILLING_ROUND_SECS
  value: {{ .Values.insurance.billingRoundSecs | quote }}
- name: ZRM_INSURANCE__INSURANCE__MY_PAGES_URL_SE
  value: {{ .Values.gateway.myPages.appUrlSe | quote }}
- name: ZRM_INSURANCE__INSURANCE__MY_PAGES_URL_NO
  value: {{ .Values.gateway.myPages.appUrlNo | quote }}
- name: ZRM_INSURANCE__INSURANCE__PUBLIC_API_URL
  value: {{ .Values.apps.apiBaseUrl | quote }}
{{- if not .Values.sandbox.enabled }}
- name: ZRM_INSURANCE__VIPPS__CLIENT_ID
  value: {{ $payments.vipps.clientId | quote }}
- name: ZRM_INSURANCE__VIPPS__MERCHANT_SERIAL_NUMBER
  value: {{ $payments.vipps.merchantSerialNumber | quote }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_INSURANCE__GOCARDLESS__ACCESS_TOKEN" "key" "gocardless-access-token") }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_INSURANCE__VIPPS__CLIENT_SECRET" "key" "vipps-client-secret") }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_INSURANCE__VIPPS__SUBSCRIPTION_KEY" "key" "vipps-subscription-key") }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_INSURANCE__INSURANCE__ENCRYPTED_ID_KEY" "key" "insurance-link-key") }}
{{- end }}
{{- end }}

{{/* The property valuation provider of core: the sandbox's simulator when it is enabled. */}}
{{- define "zrm.valuationEnv" -}}
{{- $sandbox := printf "http://%s-sandbox:%v" (include "zrm.fullname" .) .Values.sandbox.httpPort -}}
- name: ZRM_CORE__VALUATION__BASE_URL
  value: {{ ternary (printf "%s/valuation" $sandbox) .Values.valuation.baseUrl .Values.sandbox.enabled | quote }}
{{- if .Values.sandbox.enabled }}
- name: ZRM_CORE__VALUATION__API_KEY
  value: "sandbox-valuation-key"
{{- else }}
{{ include "zrm.secretEnv" (dict "root" . "name" "ZRM_CORE__VALUATION__API_KEY" "key" "valuation-api-key") }}
{{- end }}
{{- end }}
